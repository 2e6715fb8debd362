// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "deletions/deletionratio.h"

#include <QWidget>

// The prose deletion ratio as a horizontal bar (0–100%) with a marker at
// the project's target, the text "Deleted 31.2% (target 30%)" and a line on code.
// Compact (for a status bar): bar and text on one line, the code line in the tooltip.
class DeletionGauge : public QWidget
{
    Q_OBJECT
public:
    // Where the ratio stands against the target; the bar's colour follows.
    enum class Level {
        Below, // more than 5 points under the target
        OnTarget, // within 5 points either side
        Above, // 5 to 10 points over
        FarAbove, // more than 10 points over
    };

    explicit DeletionGauge(QWidget *parent = nullptr);

    void setResult(const DeletionRatio::Result &result);
    const DeletionRatio::Result &result() const { return m_result; }
    void setCompact(bool compact);

    QString text() const;
    QString codeText() const;
    Level level() const { return levelFor(m_result.ratio, m_result.target); }
    static Level levelFor(double ratio, double target);
    // A percentage in the locale's way: one decimal, or none for a whole target ("30%").
    static QString percent(double fraction, int decimals);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    QColor barColor() const;
    void paintBar(QPainter &painter, const QRect &rect) const;
    void updateToolTip();

    DeletionRatio::Result m_result;
    bool m_compact = false;
};
