// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>

// Where each element of a list sits, by its id (element.id): for blocks and records
// looked up by id in a list whose order matters. An id that stands twice maps to its
// last place.
class IdIndex
{
public:
    template<typename List>
    static QHash<qint64, int> of(const List &list)
    {
        QHash<qint64, int> index;
        for (int i = 0; i < int(list.size()); ++i) {
            index.insert(list.at(i).id, i);
        }
        return index;
    }
};
