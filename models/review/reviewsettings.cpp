// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/reviewsettings.h"

#include "store/projectstore.h"

namespace {

const QString kTwoReviewers = QStringLiteral("review.twoReviewers");

} // namespace

ReviewSettings ReviewSettings::load(const ProjectStore &store)
{
    ReviewSettings settings;
    const QString value = store.setting(kTwoReviewers).trimmed();
    settings.twoReviewers = value == QLatin1String("true") || (value != QLatin1String("false") && settings.twoReviewers);
    return settings;
}

bool ReviewSettings::save(ProjectStore &store) const
{
    if (!store.beginWrite()) {
        return false;
    }
    if (!store.setSetting(kTwoReviewers, twoReviewers ? QStringLiteral("true") : QStringLiteral("false"))) {
        store.rollback();
        return false;
    }
    return store.commit();
}
