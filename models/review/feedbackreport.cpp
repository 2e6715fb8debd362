// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/feedbackreport.h"

namespace {

template<typename T>
std::optional<T> fromName(const QList<T> &values, const QString &name)
{
    for (T value : values) {
        if (name.trimmed().compare(FeedbackReport::toString(value), Qt::CaseInsensitive) == 0) {
            return value;
        }
    }
    return std::nullopt;
}

} // namespace

QList<FeedbackReport::Type> FeedbackReport::types()
{
    return {Type::Term, Type::Parameter, Type::Logic};
}

QString FeedbackReport::toString(Type type)
{
    switch (type) {
    case Type::Term:
        return QStringLiteral("term");
    case Type::Parameter:
        return QStringLiteral("parameter");
    case Type::Logic:
        break;
    }
    return QStringLiteral("logic");
}

std::optional<FeedbackReport::Type> FeedbackReport::typeFromString(const QString &name)
{
    return fromName(types(), name);
}

QString FeedbackReport::displayName(Type type)
{
    switch (type) {
    case Type::Term:
        return tr("Inaccurate term");
    case Type::Parameter:
        return tr("Wrong parameter");
    case Type::Logic:
        break;
    }
    return tr("Missing logic");
}

QList<FeedbackReport::Status> FeedbackReport::statuses()
{
    return {Status::Open, Status::Fixed, Status::Rejected};
}

QString FeedbackReport::toString(Status status)
{
    switch (status) {
    case Status::Open:
        return QStringLiteral("open");
    case Status::Fixed:
        return QStringLiteral("fixed");
    case Status::Rejected:
        break;
    }
    return QStringLiteral("rejected");
}

std::optional<FeedbackReport::Status> FeedbackReport::statusFromString(const QString &name)
{
    return fromName(statuses(), name);
}

QString FeedbackReport::displayName(Status status)
{
    switch (status) {
    case Status::Open:
        return tr("Open");
    case Status::Fixed:
        return tr("Fixed");
    case Status::Rejected:
        break;
    }
    return tr("Rejected");
}
