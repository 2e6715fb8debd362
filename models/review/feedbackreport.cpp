// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/feedbackreport.h"

#include "core/enumnames.h"

namespace {

using Type = FeedbackReport::Type;
using Status = FeedbackReport::Status;

const EnumNames<Type> &typeNames()
{
    static const EnumNames<Type> table("FeedbackReport",
        {{Type::Term, "term", QT_TRANSLATE_NOOP("FeedbackReport", "Inaccurate term")},
            {Type::Parameter, "parameter", QT_TRANSLATE_NOOP("FeedbackReport", "Wrong parameter")},
            {Type::Logic, "logic", QT_TRANSLATE_NOOP("FeedbackReport", "Missing logic")}},
        Type::Logic, EnumNames<Type>::Spelling::AnyCase);
    return table;
}

const EnumNames<Status> &statusNames()
{
    static const EnumNames<Status> table("FeedbackReport",
        {{Status::Open, "open", QT_TRANSLATE_NOOP("FeedbackReport", "Open")},
            {Status::Fixed, "fixed", QT_TRANSLATE_NOOP("FeedbackReport", "Fixed")},
            {Status::Rejected, "rejected", QT_TRANSLATE_NOOP("FeedbackReport", "Rejected")}},
        Status::Rejected, EnumNames<Status>::Spelling::AnyCase);
    return table;
}

} // namespace

QList<FeedbackReport::Type> FeedbackReport::types()
{
    return typeNames().values();
}

QString FeedbackReport::toString(Type type)
{
    return typeNames().name(type);
}

std::optional<FeedbackReport::Type> FeedbackReport::typeFromString(const QString &name)
{
    return typeNames().value(name);
}

QString FeedbackReport::displayName(Type type)
{
    return typeNames().label(type);
}

QList<FeedbackReport::Status> FeedbackReport::statuses()
{
    return statusNames().values();
}

QString FeedbackReport::toString(Status status)
{
    return statusNames().name(status);
}

std::optional<FeedbackReport::Status> FeedbackReport::statusFromString(const QString &name)
{
    return statusNames().value(name);
}

QString FeedbackReport::displayName(Status status)
{
    return statusNames().label(status);
}

QString FeedbackReport::statusText() const
{
    if (status != Status::Fixed) {
        return displayName(status);
    }
    const QString fixer = fixedBy.trimmed();
    if (awaitsConfirmation()) {
        return fixer.isEmpty()
            ? tr("Fixed, awaiting confirmation (%1/%2)").arg(confirmedBy.size()).arg(kConfirmationsNeeded)
            : tr("Fixed by %1, awaiting confirmation (%2/%3)").arg(fixer).arg(confirmedBy.size()).arg(kConfirmationsNeeded);
    }
    const QString confirmers = confirmedBy.join(tr(" and "));
    return fixer.isEmpty() ? tr("Fixed, confirmed by %1").arg(confirmers) : tr("Fixed by %1, confirmed by %2").arg(fixer, confirmers);
}
