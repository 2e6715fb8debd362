<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AppController</name>
    <message numerus="yes">
        <source>Imported %n post(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CliApplication</name>
    <message numerus="yes">
        <source>expected %n file argument(s); see --help</source>
        <translation>
            <numerusform>expected %n file argument; see --help</numerusform>
            <numerusform>expected %n file arguments; see --help</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CorpusBenchmark</name>
    <message numerus="yes">
        <source>%n export(s) differ from the imported file</source>
        <translation>
            <numerusform>%n export differs from the imported file</numerusform>
            <numerusform>%n exports differ from the imported file</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeletionCommand</name>
    <message numerus="yes">
        <source>%n deletion(s) without justification: export refuses them until they have one.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeletionController</name>
    <message numerus="yes">
        <source>%n deletion(s) undone: the text counts as untranslated again.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeletionDialog</name>
    <message numerus="yes">
        <source>Also remove the %n draft block(s) that translate only what is deleted</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n source block(s), %1 characters</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeletionPane</name>
    <message numerus="yes">
        <source>%n deletion(s) without a justification</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DraftOutlineModel</name>
    <message numerus="yes">
        <source>%1 · aligned to %n source block(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportCommand</name>
    <message numerus="yes">
        <source>issue %1 not exported: %n deletion(s) without a justification (--force exports anyway):</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProjectStats</name>
    <message numerus="yes">
        <source>%n issue(s), %1 source blocks, %2 target blocks</source>
        <translation>
            <numerusform>%n issue, %1 source blocks, %2 target blocks</numerusform>
            <numerusform>%n issues, %1 source blocks, %2 target blocks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TermPane</name>
    <message numerus="yes">
        <source>%n term(s) in this block</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TermbasePane</name>
    <message numerus="yes">
        <source>%n term(s) and %1 for “%2”</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n occurrence(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TmController</name>
    <message numerus="yes">
        <source>Translation memory ready: %n unit(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attached TMX file(s) changed on disk and were read again</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n block(s) pre-translated (%1 exact); %2 without a match</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) written to %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Storing %n unit(s)…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TmPane</name>
    <message numerus="yes">
        <source>%n match(es) for this block</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) containing “%1”</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WorkbenchController</name>
    <message numerus="yes">
        <source>Block %1 of %2 · %3 · aligned to %n source block(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>XliffImporter</name>
    <message numerus="yes">
        <source>Nothing imported; %n unit(s) have problems: %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
</TS>
