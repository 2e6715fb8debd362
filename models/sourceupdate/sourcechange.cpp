// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sourceupdate/sourcechange.h"

namespace {

const char *const kKindNames[] = {"edited", "moved", "added", "removed"};
const char *const kStateNames[] = {"open", "done", "dropped", "kept"};

template<typename T, size_t N>
std::optional<T> fromName(const char *const (&names)[N], const QString &name)
{
    for (size_t i = 0; i < N; ++i) {
        if (name == QLatin1String(names[i])) {
            return T(i);
        }
    }
    return std::nullopt;
}

} // namespace

QString SourceChange::kindName(Kind kind)
{
    return QString::fromLatin1(kKindNames[int(kind)]);
}

std::optional<SourceChange::Kind> SourceChange::kindFromName(const QString &name)
{
    return fromName<Kind>(kKindNames, name);
}

QString SourceChange::stateName(State state)
{
    return QString::fromLatin1(kStateNames[int(state)]);
}

std::optional<SourceChange::State> SourceChange::stateFromName(const QString &name)
{
    return fromName<State>(kStateNames, name);
}
