// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "welcomepage.h"

#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace {
constexpr int kColumnWidth = 380;
constexpr int kVisibleRecent = 6; // recent projects shown without scrolling

QLabel *heading(const QString &text)
{
    auto *label = new QLabel(text);
    QFont font = label->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.15);
    label->setFont(font);
    return label;
}

QPushButton *startButton(const QString &text, const QString &objectName)
{
    auto *button = new QPushButton(text);
    button->setObjectName(objectName);
    button->setIconSize(QSize(20, 20));
    button->setMinimumHeight(36);
    button->setStyleSheet(QStringLiteral("text-align: left; padding-left: 10px; padding-right: 10px;"));
    return button;
}
} // namespace

WelcomePage::WelcomePage(QWidget *parent)
    : QWidget(parent)
    , m_newProject(startButton(tr("New Project…"), QStringLiteral("welcomeNewProject")))
    , m_openProject(startButton(tr("Open Project…"), QStringLiteral("welcomeOpenProject")))
    , m_openDemo(startButton(tr("Open Demo Project"), QStringLiteral("welcomeOpenDemo")))
    , m_recent(new QListWidget)
    , m_noRecent(new QLabel(tr("No recent projects yet: create one, or look around the demo first.")))
{
    setObjectName(QStringLiteral("welcomePage"));
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::Base);
    connect(m_newProject, &QPushButton::clicked, this, &WelcomePage::newProjectRequested);
    connect(m_openProject, &QPushButton::clicked, this, &WelcomePage::openProjectRequested);
    connect(m_openDemo, &QPushButton::clicked, this, &WelcomePage::openDemoRequested);

    auto *title = new QLabel(tr("Yiqiao"));
    QFont titleFont = title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 2.2);
    titleFont.setBold(true);
    title->setFont(titleFont);
    auto *tagline = new QLabel(tr("A translation workbench for Chinese editions of English technical blogs."));
    m_dimmed.append(tagline);
    auto *columns = new QHBoxLayout;
    columns->setSpacing(48);
    columns->addWidget(createStart(), 0, Qt::AlignTop);
    columns->addWidget(createRecent(), 1);

    auto *content = new QWidget;
    content->setMaximumWidth(2 * kColumnWidth + 160);
    auto *column = new QVBoxLayout(content);
    column->setSpacing(14);
    column->addWidget(title);
    column->addWidget(tagline);
    column->addSpacing(18);
    column->addLayout(columns);
    column->addSpacing(18);
    column->addWidget(createSteps());
    auto *outer = new QHBoxLayout(this);
    outer->addStretch(1);
    auto *middle = new QVBoxLayout;
    middle->addStretch(1);
    middle->addWidget(content);
    middle->addStretch(2);
    outer->addLayout(middle, 6);
    outer->addStretch(1);
    dimSecondaryText();
}

void WelcomePage::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        dimSecondaryText();
    }
}

// Hints and paths in grey, between the text and the background of the theme.
void WelcomePage::dimSecondaryText()
{
    for (QLabel *label : std::as_const(m_dimmed)) {
        dim(label);
    }
    setRecentProjects(recentProjects());
}

void WelcomePage::dim(QLabel *label) const
{
    const QColor text = palette().color(QPalette::Text);
    const QColor background = palette().color(QPalette::Base);
    const QColor grey = QColor::fromRgbF(0.55 * text.redF() + 0.45 * background.redF(), 0.55 * text.greenF() + 0.45 * background.greenF(),
        0.55 * text.blueF() + 0.45 * background.blueF());
    QPalette dimmed = label->palette();
    dimmed.setColor(QPalette::WindowText, grey);
    dimmed.setColor(QPalette::Text, grey); // the page's foreground role, as its background is Base
    label->setPalette(dimmed);
}

// A recent project as its file's name over its folder.
QWidget *WelcomePage::recentEntry(const QString &path) const
{
    const QFileInfo info(path);
    auto *entry = new QWidget;
    entry->setAttribute(Qt::WA_TransparentForMouseEvents); // clicks go to the list
    auto *name = new QLabel(info.completeBaseName());
    QFont bold = name->font();
    bold.setBold(true);
    name->setFont(bold);
    auto *folder = new QLabel(QDir::toNativeSeparators(info.absolutePath()));
    dim(folder);
    for (QLabel *label : {name, folder}) {
        label->setTextFormat(Qt::PlainText);
    }
    auto *layout = new QVBoxLayout(entry);
    layout->setContentsMargins(8, 5, 8, 5);
    layout->setSpacing(1);
    layout->addWidget(name);
    layout->addWidget(folder);
    return entry;
}

QWidget *WelcomePage::createStart()
{
    auto *box = new QWidget;
    box->setMinimumWidth(240);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(heading(tr("Start")));
    layout->addWidget(m_newProject);
    layout->addWidget(m_openProject);
    layout->addWidget(m_openDemo);
    // A series a team works on: a working copy from its server.
    auto *clone = startButton(tr("Clone Team Project…"), QStringLiteral("welcomeCloneTeamProject"));
    connect(clone, &QPushButton::clicked, this, &WelcomePage::cloneTeamProjectRequested);
    layout->addWidget(clone);
    layout->addStretch(1);
    return box;
}

QWidget *WelcomePage::createRecent()
{
    auto *box = new QWidget;
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(heading(tr("Recent Projects")));
    m_recent->setObjectName(QStringLiteral("welcomeRecent"));
    m_recent->setFrameShape(QFrame::NoFrame);
    // The entries' labels keep their colours: the row under the mouse or the keyboard
    // is shaded, not painted in the selection colour.
    m_recent->setStyleSheet(QStringLiteral("QListWidget::item:hover, QListWidget::item:selected { background: palette(midlight);"
                                           " border-radius: 4px; }"));
    m_recent->setBackgroundRole(QPalette::Base);
    m_recent->setCursor(Qt::PointingHandCursor);
    m_recent->setToolTip(tr("Click a project to open it."));
    m_noRecent->setObjectName(QStringLiteral("welcomeNoRecent"));
    m_noRecent->setWordWrap(true);
    m_dimmed.append(m_noRecent);
    // A click opens (as in Qt Creator's welcome page); so do Enter and a double click.
    connect(m_recent, &QListWidget::itemClicked, this, &WelcomePage::openItem);
    connect(m_recent, &QListWidget::itemActivated, this, &WelcomePage::openItem);
    layout->addWidget(m_recent);
    layout->addWidget(m_noRecent);
    layout->addStretch(1);
    setRecentProjects({});
    return box;
}

QWidget *WelcomePage::createSteps()
{
    auto *box = new QWidget;
    auto *grid = new QGridLayout(box);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(14);
    grid->setVerticalSpacing(10);
    grid->addWidget(heading(tr("Three Steps to a Translated Post")), 0, 0, 1, 4);
    const QList<QPair<QString, QString>> steps {
        {tr("Import a post"),
            tr("File ▸ Import Posts…, or drop markdown files on the window. Each post becomes an issue, its draft a copy of the "
               "English to write the Chinese over.")},
        {tr("Translate"),
            tr("Type the Chinese in the draft beside the English source; the memory and the termbase suggest as you go. "
               "Confirm a block to move on to the next.")},
        {tr("Export"), tr("File ▸ Export Finished Post… writes the Chinese markdown, with your notes and deletions.")}};
    for (int i = 0; i < steps.size(); ++i) {
        auto *number = new QLabel(QString::number(i + 1));
        number->setAlignment(Qt::AlignCenter);
        number->setFixedSize(26, 26);
        number->setStyleSheet(QStringLiteral("border-radius: 13px; background-color: palette(highlight); color: palette(highlighted-text);"
                                             " font-weight: bold;"));
        auto *title = new QLabel(steps.at(i).first);
        QFont bold = title->font();
        bold.setBold(true);
        title->setFont(bold);
        auto *text = new QLabel(steps.at(i).second);
        text->setObjectName(QStringLiteral("welcomeStep%1").arg(i + 1));
        text->setWordWrap(true);
        auto *keys = new QLabel;
        keys->setObjectName(QStringLiteral("welcomeStepKeys%1").arg(i + 1));
        m_dimmed.append(keys);
        m_stepKeys.append(keys);
        grid->addWidget(number, i + 1, 0, Qt::AlignTop);
        grid->addWidget(title, i + 1, 1, Qt::AlignTop);
        grid->addWidget(text, i + 1, 2, Qt::AlignTop);
        grid->addWidget(keys, i + 1, 3, Qt::AlignTop | Qt::AlignRight);
    }
    grid->setColumnStretch(2, 1);
    return box;
}

void WelcomePage::setRecentProjects(const QStringList &paths)
{
    m_recent->clear();
    for (const QString &path : paths) {
        auto *item = new QListWidgetItem;
        item->setData(Qt::UserRole, path);
        item->setData(Qt::AccessibleTextRole, QDir::toNativeSeparators(path));
        item->setToolTip(QDir::toNativeSeparators(path));
        QWidget *entry = recentEntry(path);
        item->setSizeHint(entry->sizeHint());
        m_recent->addItem(item);
        m_recent->setItemWidget(item, entry);
    }
    // As high as its entries, up to kVisibleRecent of them; the steps follow close below.
    const int rows = qMin(int(paths.size()), kVisibleRecent);
    m_recent->setFixedHeight(rows > 0 ? rows * m_recent->sizeHintForRow(0) + 2 * m_recent->frameWidth() + 2 : 0);
    m_recent->setVisible(!paths.isEmpty());
    m_noRecent->setVisible(paths.isEmpty());
}

QStringList WelcomePage::recentProjects() const
{
    QStringList paths;
    for (int row = 0; row < m_recent->count(); ++row) {
        paths.append(m_recent->item(row)->data(Qt::UserRole).toString());
    }
    return paths;
}

void WelcomePage::setIcons(const QIcon &newProject, const QIcon &openProject, const QIcon &openDemo)
{
    m_newProject->setIcon(newProject);
    m_openProject->setIcon(openProject);
    m_openDemo->setIcon(openDemo);
}

void WelcomePage::setShortcuts(const QKeySequence &importPosts, const QKeySequence &confirmAndNext, const QKeySequence &exportPost)
{
    const QList<QKeySequence> keys {importPosts, confirmAndNext, exportPost};
    for (int i = 0; i < keys.size(); ++i) {
        m_stepKeys.at(i)->setText(keys.at(i).toString(QKeySequence::NativeText));
    }
}

void WelcomePage::openItem(QListWidgetItem *item)
{
    if (item) {
        Q_EMIT recentProjectRequested(item->data(Qt::UserRole).toString());
    }
}
