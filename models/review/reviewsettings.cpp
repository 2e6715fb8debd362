// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/reviewsettings.h"

#include "store/projectstore.h"

namespace {

const QString kTwoReviewers = QStringLiteral("review.twoReviewers");
const QString kSeniorReviewers = QStringLiteral("review.seniorReviewers");

} // namespace

ReviewSettings ReviewSettings::load(const ProjectStore &store)
{
    ReviewSettings settings;
    const QString value = store.setting(kTwoReviewers).trimmed();
    settings.twoReviewers = value == QLatin1String("true") || (value != QLatin1String("false") && settings.twoReviewers);
    settings.seniorReviewers = cleanNames(store.setting(kSeniorReviewers).split(QLatin1Char('\n')));
    return settings;
}

bool ReviewSettings::save(ProjectStore &store) const
{
    if (!store.beginWrite()) {
        return false;
    }
    if (!store.setSetting(kTwoReviewers, twoReviewers ? QStringLiteral("true") : QStringLiteral("false"))
        || !store.setSetting(kSeniorReviewers, cleanNames(seniorReviewers).join(QLatin1Char('\n')))) {
        store.rollback();
        return false;
    }
    return store.commit();
}

QStringList ReviewSettings::cleanNames(const QStringList &names)
{
    QStringList clean;
    for (const QString &name : names) {
        const QString trimmed = name.trimmed();
        if (!trimmed.isEmpty() && !clean.contains(trimmed, Qt::CaseInsensitive)) {
            clean.append(trimmed);
        }
    }
    return clean;
}

bool ReviewSettings::isSeniorReviewer(const QString &name) const
{
    return seniorReviewers.contains(name.trimmed(), Qt::CaseInsensitive);
}
