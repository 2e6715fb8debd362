// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "qa/qacheck.h"

#include <QCoreApplication>

// markdown.link / markdown.image: every link target of a unit's source (inline
// links, reference definitions, autolinks, <a href>) and every image (![](…),
// <img src>) must be in its draft. A link may point to the Chinese edition of the
// page (a zh / zh-CN / en path segment or zh. host), switch http to https, drop
// www. or a trailing slash, and rewrite its #fragment (translated heading slugs); an
// in-page link (#…) is matched by any in-page link of the draft. An image keeps its
// URL (http→https only); its alt text may be translated. Code is skipped.
class QaLinkCheck : public QaCheck
{
    Q_DECLARE_TR_FUNCTIONS(QaLinkCheck)
public:
    struct Target {
        QString url;
        int offset = 0; // of the URL in the scanned text
        bool image = false;
    };

    QStringList ids() const override;
    void run(const QaInput &input, QList<QaFinding> *findings) const override;

    // Link and image targets of markdown text, in text order.
    static QList<Target> targets(const QString &text);
    // What two link targets must share to be the same page: lower case, without
    // scheme, www., locale segments, trailing slash and fragment.
    static QString pageKey(const QString &url);
};
