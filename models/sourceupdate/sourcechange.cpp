// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sourceupdate/sourcechange.h"

// The labels keep the translation context they were written in.
const EnumNames<SourceChange::Kind> &SourceChange::kinds()
{
    static const EnumNames<Kind> table("SourceChange",
        {{Kind::Edited, "edited", QT_TRANSLATE_NOOP("SourceChangeListModel", "Edited")},
            {Kind::Moved, "moved", QT_TRANSLATE_NOOP("SourceChangeListModel", "Moved")},
            {Kind::Added, "added", QT_TRANSLATE_NOOP("SourceChangeListModel", "Added")},
            {Kind::Removed, "removed", QT_TRANSLATE_NOOP("SourceChangeListModel", "Removed")}});
    return table;
}

const EnumNames<SourceChange::State> &SourceChange::states()
{
    static const EnumNames<State> table("SourceChange",
        {{State::Open, "open", QT_TRANSLATE_NOOP("SourceChangeListModel", "Open")},
            {State::Done, "done", QT_TRANSLATE_NOOP("SourceChangeListModel", "Done")},
            {State::Dropped, "dropped", QT_TRANSLATE_NOOP("SourceChangeListModel", "Dropped")},
            {State::Kept, "kept", QT_TRANSLATE_NOOP("SourceChangeListModel", "Kept")}});
    return table;
}

QString SourceChange::kindName(Kind kind)
{
    return kinds().name(kind);
}

QString SourceChange::stateName(State state)
{
    return states().name(state);
}
