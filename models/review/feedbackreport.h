// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

// A reader's report on a published translation (table feedback_reports). The stored
// names of types and statuses are the table's CHECK lists: never rename one. A fix
// counts once two senior reviewers have confirmed it (feedback_confirmations; seed
// 000: 两名资深译者交叉审核): until then the report is fixed, awaiting confirmation.
struct FeedbackReport {
    Q_DECLARE_TR_FUNCTIONS(FeedbackReport)
public:
    enum class Type { Term, Parameter, Logic };
    enum class Status { Open, Fixed, Rejected };
    static constexpr int kConfirmationsNeeded = 2;

    qint64 id = 0;
    qint64 issueId = 0;
    qint64 targetBlockId = 0; // 0: the report names no block (or its block was removed)
    Type type = Type::Term;
    QString body;
    QString reporter;
    Status status = Status::Open;
    QString resolution;
    QString fixedBy; // who marked it fixed (may not confirm the fix); empty unless fixed
    QString createdAt; // Timestamps::now()
    QString blockText; // the named block's draft text, when read; empty without one
    QStringList confirmedBy; // the senior reviewers who confirmed the fix, in order
    int screenshots = 0; // feedback_images of the report

    bool awaitsConfirmation() const { return status == Status::Fixed && confirmedBy.size() < kConfirmationsNeeded; }
    // displayName(status), or "Fixed, awaiting confirmation (1/2)", "Fixed, confirmed by
    // 王工 and 李雷"; with the fixer: "Fixed by 张三, awaiting confirmation (1/2)",
    // "Fixed by 张三, confirmed by 王工 and 李雷".
    QString statusText() const;

    static QList<Type> types();
    // "term", "parameter", "logic"
    static QString toString(Type type);
    static std::optional<Type> typeFromString(const QString &name);
    // "Inaccurate term", "Wrong parameter", "Missing logic" (术语不准, 参数错误, 逻辑缺失)
    static QString displayName(Type type);

    static QList<Status> statuses();
    // "open", "fixed", "rejected"
    static QString toString(Status status);
    static std::optional<Status> statusFromString(const QString &name);
    static QString displayName(Status status);
};
