<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AnalysisDialog</name>
    <message numerus="yes">
        <source>All %n chosen issue(s)</source>
        <translation>
            <numerusform>The chosen issue</numerusform>
            <numerusform>All %n chosen issues</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n issue(s) analysed: %1 segments, %2 words, %3 Chinese characters.</source>
        <translation>
            <numerusform>%n issue analysed: %1 segments, %2 words, %3 Chinese characters.</numerusform>
            <numerusform>%n issues analysed: %1 segments, %2 words, %3 Chinese characters.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AnalyzeCommand</name>
    <message numerus="yes">
        <source>Total of %n issue(s)</source>
        <translation>
            <numerusform>Total of %n issue</numerusform>
            <numerusform>Total of %n issues</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AppController</name>
    <message numerus="yes">
        <source>Imported %n post(s).</source>
        <translation>
            <numerusform>Imported %n post.</numerusform>
            <numerusform>Imported %n posts.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChecklistEvaluator</name>
    <message numerus="yes">
        <source>All %n deletion(s) justified.</source>
        <translation>
            <numerusform>%n deletion justified.</numerusform>
            <numerusform>All %n deletions justified.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n note(s) reviewed.</source>
        <translation>
            <numerusform>%n note reviewed.</numerusform>
            <numerusform>All %n notes reviewed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>QA finds %n unwaived error(s).</source>
        <translation>
            <numerusform>QA finds %n unwaived error.</numerusform>
            <numerusform>QA finds %n unwaived errors.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unwaived finding(s) of forbidden or missing terms.</source>
        <translation>
            <numerusform>%n unwaived finding of forbidden or missing terms.</numerusform>
            <numerusform>%n unwaived findings of forbidden or missing terms.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n draft block(s) approved.</source>
        <translation>
            <numerusform>%n draft block approved.</numerusform>
            <numerusform>All %n draft blocks approved.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; %n reader(s) without a background, at least %2 different backgrounds are needed.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The draft has a note of each of the %n required kind(s).</source>
        <translation>
            <numerusform>The draft has a note of the %n required kind.</numerusform>
            <numerusform>The draft has a note of each of the %n required kinds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChecklistPane</name>
    <message numerus="yes">
        <source>%n item(s) block shipping</source>
        <translation>
            <numerusform>%n item blocks shipping</numerusform>
            <numerusform>%n items block shipping</numerusform>
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
    <name>DashboardCommand</name>
    <message numerus="yes">
        <source>%n issue(s): %1 English words, %2 Chinese characters (%3 Latin words in the drafts), %4 of %5 blocks approved</source>
        <translation>
            <numerusform>%n issue: %1 English words, %2 Chinese characters (%3 Latin words in the drafts), %4 of %5 blocks approved</numerusform>
            <numerusform>%n issues: %1 English words, %2 Chinese characters (%3 Latin words in the drafts), %4 of %5 blocks approved</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DashboardView</name>
    <message numerus="yes">
        <source>Computing %1 of %n issue(s)…</source>
        <translation>
            <numerusform>Computing %1 of %n issue…</numerusform>
            <numerusform>Computing %1 of %n issues…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n issue(s) · %1 English words · %2 Chinese characters · %3 of %4 blocks approved</source>
        <translation>
            <numerusform>%n issue · %1 English words · %2 Chinese characters · %3 of %4 blocks approved</numerusform>
            <numerusform>%n issues · %1 English words · %2 Chinese characters · %3 of %4 blocks approved</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeletionCommand</name>
    <message numerus="yes">
        <source>%n deletion(s) without justification: export refuses them until they have one.</source>
        <translation>
            <numerusform>%n deletion without justification: export refuses it until it has one.</numerusform>
            <numerusform>%n deletions without justification: export refuses them until they have one.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeletionController</name>
    <message numerus="yes">
        <source>%n deletion(s) undone: the text counts as untranslated again.</source>
        <translation>
            <numerusform>%n deletion undone: the text counts as untranslated again.</numerusform>
            <numerusform>%n deletions undone: the text counts as untranslated again.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeletionDialog</name>
    <message numerus="yes">
        <source>Also remove the %n draft block(s) that translate only what is deleted</source>
        <translation>
            <numerusform>Also remove the %n draft block that translates only what is deleted</numerusform>
            <numerusform>Also remove the %n draft blocks that translate only what is deleted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n source block(s), %1 characters</source>
        <translation>
            <numerusform>%n source block, %1 characters</numerusform>
            <numerusform>%n source blocks, %1 characters</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeletionPane</name>
    <message numerus="yes">
        <source>%n deletion(s) without a justification</source>
        <translation>
            <numerusform>%n deletion without a justification</numerusform>
            <numerusform>%n deletions without a justification</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deletion(s) to recheck: their source changed</source>
        <translation>
            <numerusform>%n deletion to recheck: its source changed</numerusform>
            <numerusform>%n deletions to recheck: their source changed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DraftJournalRecovery</name>
    <message numerus="yes">
        <source>Recovered %n edit(s) to %1 that were not saved yet when Yiqiao stopped.</source>
        <translation>
            <numerusform>Recovered %n edit to %1 that was not saved yet when Yiqiao stopped.</numerusform>
            <numerusform>Recovered %n edits to %1 that were not saved yet when Yiqiao stopped.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The draft of %1 was changed after Yiqiao stopped, so %n edit(s) not saved at that moment were not applied over the change; the draft with them is revision %2 in its history.</source>
        <translation>
            <numerusform>The draft of %1 was changed after Yiqiao stopped, so %n edit not saved at that moment was not applied over the change; the draft with it is revision %2 in its history.</numerusform>
            <numerusform>The draft of %1 was changed after Yiqiao stopped, so %n edits not saved at that moment were not applied over the change; the draft with them is revision %2 in its history.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DraftOutlineModel</name>
    <message numerus="yes">
        <source>%1 · aligned to %n source block(s)</source>
        <translation>
            <numerusform>%1 · aligned to %n source block</numerusform>
            <numerusform>%1 · aligned to %n source blocks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportCommand</name>
    <message numerus="yes">
        <source>issue %1 not exported: %n deletion(s) without a justification (--force exports anyway):</source>
        <translation>
            <numerusform>issue %1 not exported: %n deletion without a justification (--force exports anyway):</numerusform>
            <numerusform>issue %1 not exported: %n deletions without a justification (--force exports anyway):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>yiqiao-cli: warning: issue %1 exported with %n checklist item(s) open:
</source>
        <translation>
            <numerusform>yiqiao-cli: warning: issue %1 exported with %n checklist item open:
</numerusform>
            <numerusform>yiqiao-cli: warning: issue %1 exported with %n checklist items open:
</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FeedbackListModel</name>
    <message numerus="yes">
        <source>(%n screenshot(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FindCommand</name>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n match</numerusform>
            <numerusform>%n matches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n block(s)</source>
        <translation>
            <numerusform>%n block</numerusform>
            <numerusform>%n blocks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n issue(s)</source>
        <translation>
            <numerusform>%n issue</numerusform>
            <numerusform>%n issues</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FindController</name>
    <message numerus="yes">
        <source>%n block(s) restored</source>
        <translation>
            <numerusform>%n block restored</numerusform>
            <numerusform>%n blocks restored</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n edited since, left as they are)</source>
        <translation>
            <numerusform>(%n edited since, left as it is)</numerusform>
            <numerusform>(%n edited since, left as they are)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FindPane</name>
    <message numerus="yes">
        <source>%n match(es) in %1 issue(s)</source>
        <translation>
            <numerusform>%n match in %1 issue(s)</numerusform>
            <numerusform>%n matches in %1 issue(s)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n replaced</source>
        <translation>
            <numerusform>%n replaced</numerusform>
            <numerusform>%n replaced</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n issue(s)</source>
        <translation>
            <numerusform>in %n issue</numerusform>
            <numerusform>in %n issues</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n skipped: changed since found)</source>
        <translation>
            <numerusform>(%n skipped: changed since found)</numerusform>
            <numerusform>(%n skipped: changed since found)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HouseStyleWidget</name>
    <message numerus="yes">
        <source>Learned from %n translation(s). A rule fires only where the house is consistent — with 95 % confidence at least %1 % of its cases write one habit — and then only against that habit. Set a habit by hand, or switch a rule off.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IssueTechnologiesDialog</name>
    <message numerus="yes">
        <source>Tick the %n technology(ies) the issue&apos;s source mentions</source>
        <translation>
            <numerusform>Tick the %n technology the issue&apos;s source mentions</numerusform>
            <numerusform>Tick the %n technologies the issue&apos;s source mentions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MachinePane</name>
    <message numerus="yes">
        <source>Suggestion checked: %n finding(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The endpoint is busy; trying again in %n second(s) (attempt %1)…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MtController</name>
    <message numerus="yes">
        <source>%n block(s) pre-translated by the machine (%1 finding(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NotesCommand</name>
    <message numerus="yes">
        <source>Version snapshot of the post: %n known conflict(s)</source>
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
    <name>PropagateCommand</name>
    <message numerus="yes">
        <source>%n block(s) would take the confirmed translation of an identical source block (status %1); %2 repeated source blocks, %3 left as they were, %4 conflicts
</source>
        <translation>
            <numerusform>%n block would take the confirmed translation of an identical source block (status %1); %2 repeated source blocks, %3 left as they were, %4 conflicts
</numerusform>
            <numerusform>%n blocks would take the confirmed translation of an identical source block (status %1); %2 repeated source blocks, %3 left as they were, %4 conflicts
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n block(s) took the confirmed translation of an identical source block (status %1); %2 repeated source blocks, %3 left as they were, %4 conflicts
</source>
        <translation>
            <numerusform>%n block took the confirmed translation of an identical source block (status %1); %2 repeated source blocks, %3 left as they were, %4 conflicts
</numerusform>
            <numerusform>%n blocks took the confirmed translation of an identical source block (status %1); %2 repeated source blocks, %3 left as they were, %4 conflicts
</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PropagationBar</name>
    <message numerus="yes">
        <source>The translation you confirmed fits %n identical source block(s) of this issue whose draft nobody wrote yet.</source>
        <translation>
            <numerusform>The translation you confirmed fits %n identical source block of this issue whose draft nobody wrote yet.</numerusform>
            <numerusform>The translation you confirmed fits %n identical source blocks of this issue whose draft nobody wrote yet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Propagate to %n Identical Block(s)</source>
        <translation>
            <numerusform>Propagate to %n Identical Block</numerusform>
            <numerusform>Propagate to %n Identical Blocks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Propagator</name>
    <message numerus="yes">
        <source>propagated %n confirmed translation(s) to identical blocks</source>
        <translation>
            <numerusform>propagated %n confirmed translation to identical blocks</numerusform>
            <numerusform>propagated %n confirmed translations to identical blocks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QaPane</name>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s)</source>
        <translation>
            <numerusform>%n hint</numerusform>
            <numerusform>%n hints</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n waived</source>
        <translation>
            <numerusform>%n waived</numerusform>
            <numerusform>%n waived</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QaProfile</name>
    <message numerus="yes">
        <source>Own rules: %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>House style: learned from %n translation(s), %1 of %2 rules fire; %3</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QaProfileCommand</name>
    <message numerus="yes">
        <source>QA profile written to %1 (%n own rule(s))
</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QaRulesEditor</name>
    <message numerus="yes">
        <source>%n match(es) in this issue</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RadarDimensionsDialog</name>
    <message numerus="yes">
        <source>%n technology(ies)</source>
        <translation>
            <numerusform>%n technology</numerusform>
            <numerusform>%n technologies</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RadarRepository</name>
    <message numerus="yes">
        <source>The dimension still has %n technology(ies): move them to another dimension first.</source>
        <translation>
            <numerusform>The dimension still has %n technology: move them to another dimension first.</numerusform>
            <numerusform>The dimension still has %n technologies: move them to another dimension first.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RadarView</name>
    <message numerus="yes">
        <source>%n issue(s) tagged · technology tags: %1 · quarters: %2</source>
        <translation>
            <numerusform>%n issue tagged · technology tags: %1 · quarters: %2</numerusform>
            <numerusform>%n issues tagged · technology tags: %1 · quarters: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %n without a publication day (placed on the day created)</source>
        <translation>
            <numerusform> · %n without a publication day (placed on the day created)</numerusform>
            <numerusform> · %n without a publication day (placed on the day created)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RepetitionController</name>
    <message numerus="yes">
        <source>%n identical block(s) took the confirmed translation, pre-translated (Ctrl+Z takes them back)</source>
        <translation>
            <numerusform>%n identical block took the confirmed translation, pre-translated (Ctrl+Z takes it back)</numerusform>
            <numerusform>%n identical blocks took the confirmed translation, pre-translated (Ctrl+Z takes them back)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n block(s) of this issue took a confirmed translation of an identical block</source>
        <translation>
            <numerusform>%n block of this issue took a confirmed translation of an identical block</numerusform>
            <numerusform>%n blocks of this issue took a confirmed translation of an identical block</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in other issues</source>
        <translation>
            <numerusform>%n in other issues</numerusform>
            <numerusform>%n in other issues</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conflict(s) left alone (identical blocks confirmed differently)</source>
        <translation>
            <numerusform>%n conflict left alone (identical blocks confirmed differently)</numerusform>
            <numerusform>%n conflicts left alone (identical blocks confirmed differently)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReuseCommand</name>
    <message numerus="yes">
        <source>%n term(s) added to issue %1</source>
        <translation>
            <numerusform>%n term added to issue %1</numerusform>
            <numerusform>%n terms added to issue %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReuseController</name>
    <message numerus="yes">
        <source>%n note(s) linked</source>
        <translation>
            <numerusform>%n note linked</numerusform>
            <numerusform>%n notes linked</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s) copied</source>
        <translation>
            <numerusform>%n note copied</numerusform>
            <numerusform>%n notes copied</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n checklist item(s) checked</source>
        <translation>
            <numerusform>%n checklist item checked</numerusform>
            <numerusform>%n checklist items checked</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n term(s) added to this issue</source>
        <translation>
            <numerusform>%n term added to this issue</numerusform>
            <numerusform>%n terms added to this issue</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n linked note(s) edited here kept their text; the notes pane offers their originals.</source>
        <translation>
            <numerusform>%n linked note edited here kept its text; the notes pane offers its original.</numerusform>
            <numerusform>%n linked notes edited here kept their text; the notes pane offers their originals.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n linked note(s) took their original&apos;s changes.</source>
        <translation>
            <numerusform>%n linked note took its original&apos;s changes.</numerusform>
            <numerusform>%n linked notes took their originals&apos; changes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewCommand</name>
    <message numerus="yes">
        <source>%n item(s) block shipping
</source>
        <translation>
            <numerusform>%n item blocks shipping
</numerusform>
            <numerusform>%n items block shipping
</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewController</name>
    <message numerus="yes">
        <source>… and %n more thread(s)</source>
        <translation>
            <numerusform>… and %n more thread</numerusform>
            <numerusform>… and %n more threads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n block(s)</source>
        <translation>
            <numerusform>%1: %n block</numerusform>
            <numerusform>%1: %n blocks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Why do %n block(s) go back to draft? The translator sees this reason.</source>
        <translation>
            <numerusform>Why does %n block go back to draft? The translator sees this reason.</numerusform>
            <numerusform>Why do %n blocks go back to draft? The translator sees this reason.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewPane</name>
    <message numerus="yes">
        <source>%n approved</source>
        <translation>
            <numerusform>%n approved</numerusform>
            <numerusform>%n approved</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rejected</source>
        <translation>
            <numerusform>%n rejected</numerusform>
            <numerusform>%n rejected</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScenarioController</name>
    <message numerus="yes">
        <source>%n scenario heading(s) inserted; move each section under its scenario with Ctrl+Shift+↑/↓.</source>
        <translation>
            <numerusform>%n scenario heading inserted; move each section under its scenario with Ctrl+Shift+↑/↓.</numerusform>
            <numerusform>%n scenario headings inserted; move each section under its scenario with Ctrl+Shift+↑/↓.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SearchResultModel</name>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n match</numerusform>
            <numerusform>%n matches</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SourceChangesPane</name>
    <message numerus="yes">
        <source>Removed from the source; %n draft block(s) translated it.</source>
        <translation>
            <numerusform>Removed from the source; %n draft block translated it.</numerusform>
            <numerusform>Removed from the source; %n draft blocks translated it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n open change(s) from source updates</source>
        <translation>
            <numerusform>%n open change from source updates</numerusform>
            <numerusform>%n open changes from source updates</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SourceUpdateController</name>
    <message numerus="yes">
        <source>%n edited</source>
        <translation>
            <numerusform>%n edited</numerusform>
            <numerusform>%n edited</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n moved</source>
        <translation>
            <numerusform>%n moved</numerusform>
            <numerusform>%n moved</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n added</source>
        <translation>
            <numerusform>%n added</numerusform>
            <numerusform>%n added</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n removed</source>
        <translation>
            <numerusform>%n removed</numerusform>
            <numerusform>%n removed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unchanged</source>
        <translation>
            <numerusform>%n unchanged</numerusform>
            <numerusform>%n unchanged</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n draft block(s) will need review.</source>
        <translation>
            <numerusform>%n draft block will need review.</numerusform>
            <numerusform>%n draft blocks will need review.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n untranslated block(s) will be added to the draft.</source>
        <translation>
            <numerusform>%n untranslated block will be added to the draft.</numerusform>
            <numerusform>%n untranslated blocks will be added to the draft.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n removed block(s) will wait for a decision: drop their translation or keep it.</source>
        <translation>
            <numerusform>%n removed block will wait for a decision: drop their translation or keep it.</numerusform>
            <numerusform>%n removed blocks will wait for a decision: drop their translation or keep it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deletion(s) will be flagged for a second look.</source>
        <translation>
            <numerusform>%n deletion will be flagged for a second look.</numerusform>
            <numerusform>%n deletions will be flagged for a second look.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TeamCommand</name>
    <message numerus="yes">
        <source>cannot reach the team server %1 (%2); %n change(s) wait in the working copy</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) were refused and wait in the working copy</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>sync failed: %1; %n change(s) wait in the working copy</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more refused row(s) (--json lists them)
</source>
        <translation>
            <numerusform>… and %n more refused row (--json lists them)
</numerusform>
            <numerusform>… and %n more refused rows (--json lists them)
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n term change(s) to settle (the lead keeps the later version with --approve ID, or puts the earlier one back with --revert ID):
</source>
        <translation>
            <numerusform>%n term change to settle (the lead keeps the later version with --approve ID, or puts the earlier one back with --revert ID):
</numerusform>
            <numerusform>%n term changes to settle (the lead keeps the later version with --approve ID, or puts the earlier one back with --revert ID):
</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TeamController</name>
    <message numerus="yes">
        <source>Offline · %n change(s) waiting</source>
        <translation>
            <numerusform>Offline · %n change waiting</numerusform>
            <numerusform>Offline · %n changes waiting</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Synced %1 · %n change(s) waiting</source>
        <translation>
            <numerusform>Synced %1 · %n change waiting</numerusform>
            <numerusform>Synced %1 · %n changes waiting</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %n term change(s) to settle</source>
        <translation>
            <numerusform> · %n term change to settle</numerusform>
            <numerusform> · %n term changes to settle</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TermFile</name>
    <message numerus="yes">
        <source>A CSV term list has no column for where %n term(s) count (noun only, case-sensitive, a context pattern): they were written without it. Export as TBX to keep it.</source>
        <translation>
            <numerusform>A CSV term list has no column for where %n term counts (noun only, case-sensitive, a context pattern): it was written without it. Export as TBX to keep it.</numerusform>
            <numerusform>A CSV term list has no column for where %n terms count (noun only, case-sensitive, a context pattern): they were written without it. Export as TBX to keep it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TermPane</name>
    <message numerus="yes">
        <source>%n term(s) in this block</source>
        <translation>
            <numerusform>%n term in this block</numerusform>
            <numerusform>%n terms in this block</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TermbasePane</name>
    <message numerus="yes">
        <source>%n term(s) and %1 for “%2”</source>
        <translation>
            <numerusform>%n term and %1 for “%2”</numerusform>
            <numerusform>%n terms and %1 for “%2”</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n occurrence(s)</source>
        <translation>
            <numerusform>%n occurrence</numerusform>
            <numerusform>%n occurrences</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TmController</name>
    <message numerus="yes">
        <source>Translation memory ready: %n unit(s)</source>
        <translation>
            <numerusform>Translation memory ready: %n unit</numerusform>
            <numerusform>Translation memory ready: %n units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attached TMX file(s) changed on disk and were read again</source>
        <translation>
            <numerusform>%n attached TMX file changed on disk and was read again</numerusform>
            <numerusform>%n attached TMX files changed on disk and were read again</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n block(s) pre-translated (%1 exact); %2 without a match</source>
        <translation>
            <numerusform>%n block pre-translated (%1 exact); %2 without a match</numerusform>
            <numerusform>%n blocks pre-translated (%1 exact); %2 without a match</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) written to %1</source>
        <translation>
            <numerusform>%n unit written to %1</numerusform>
            <numerusform>%n units written to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Storing %n unit(s)…</source>
        <translation>
            <numerusform>Storing %n unit…</numerusform>
            <numerusform>Storing %n units…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TmPane</name>
    <message numerus="yes">
        <source>%n match(es) for this block</source>
        <translation>
            <numerusform>%n match for this block</numerusform>
            <numerusform>%n matches for this block</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) containing “%1”</source>
        <translation>
            <numerusform>%n unit containing “%1”</numerusform>
            <numerusform>%n units containing “%1”</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UpdateCommand</name>
    <message numerus="yes">
        <source>%n change(s) wait for the translator
</source>
        <translation>
            <numerusform>%n change waits for the translator
</numerusform>
            <numerusform>%n changes wait for the translator
</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WorkbenchController</name>
    <message numerus="yes">
        <source>Block %1 of %2 · %3 · aligned to %n source block(s)</source>
        <translation>
            <numerusform>Block %1 of %2 · %3 · aligned to %n source block</numerusform>
            <numerusform>Block %1 of %2 · %3 · aligned to %n source blocks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>XliffImporter</name>
    <message numerus="yes">
        <source>Nothing imported; %n unit(s) have problems: %1</source>
        <translation>
            <numerusform>Nothing imported; %n unit has problems: %1</numerusform>
            <numerusform>Nothing imported; %n units have problems: %1</numerusform>
        </translation>
    </message>
</context>
</TS>
