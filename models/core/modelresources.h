// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The resources yiqiao_models ships (:/catalogs/gpus.json, :/catalogs/versions.json,
// :/templates/annotations.json). They live in a static library, whose unreferenced
// objects the linker drops: call ensureLoaded() before opening one.
class ModelResources
{
public:
    static void ensureLoaded();
};
