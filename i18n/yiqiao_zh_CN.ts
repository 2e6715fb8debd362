<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ActionRegistry</name>
    <message>
        <source>&amp;Open Project…</source>
        <translation>打开项目(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Demo Project</source>
        <translation>打开示例项目(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Close Project</source>
        <translation>关闭项目(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;About Yiqiao</source>
        <translation>关于译桥(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;New Project…</source>
        <translation>新建项目(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Import Posts…</source>
        <translation>导入文章(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Previous Block</source>
        <translation>上一块(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Next Block</source>
        <translation>下一块(&amp;N)</translation>
    </message>
    <message>
        <source>Next &amp;Untranslated Block</source>
        <translation>下一个未译块(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Confirm and Go to Next</source>
        <translation>确认并转到下一块(&amp;C)</translation>
    </message>
    <message>
        <source>Move Block or Section &amp;Up</source>
        <translation>上移块或章节(&amp;U)</translation>
    </message>
    <message>
        <source>Move Block or Section &amp;Down</source>
        <translation>下移块或章节(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Synchronise Scrolling</source>
        <translation>同步滚动(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Preview</source>
        <translation>预览(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Outline</source>
        <translation>大纲(&amp;O)</translation>
    </message>
    <message>
        <source>Next Untranslated &amp;Source Block</source>
        <translation>下一个未译原文块(&amp;S)</translation>
    </message>
    <message>
        <source>Copy Source Block into &amp;Draft</source>
        <translation>将原文块复制到译稿(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Link or Unlink with Source Block</source>
        <translation>与原文块建立或取消对齐(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Export Issue as XLIFF…</source>
        <translation>将本期导出为 &amp;XLIFF…</translation>
    </message>
    <message>
        <source>Import &amp;Translated XLIFF…</source>
        <translation>导入已翻译的 XLIFF(&amp;T)…</translation>
    </message>
    <message>
        <source>Translation &amp;Memory</source>
        <translation>翻译记忆库(&amp;M)</translation>
    </message>
    <message>
        <source>Insert Match &amp;%1</source>
        <translation>插入匹配 &amp;%1</translation>
    </message>
    <message>
        <source>&amp;Search the Memory…</source>
        <translation>搜索记忆库(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Pre-translate Issue…</source>
        <translation>预翻译本期(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Import TMX…</source>
        <translation>导入 TMX(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Export TMX…</source>
        <translation>导出 TMX(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Attached TMX Files…</source>
        <translation>附加的 TMX 文件(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Terminology</source>
        <translation>术语(&amp;T)</translation>
    </message>
    <message>
        <source>Insert Term &amp;%1</source>
        <translation>插入术语 &amp;%1</translation>
    </message>
    <message>
        <source>Term&amp;base</source>
        <translation>术语库(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Add Term…</source>
        <translation>添加术语(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Look Up in Termbase</source>
        <translation>在术语库中查找(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Import Terms…</source>
        <translation>导入术语(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Export Terms…</source>
        <translation>导出术语(&amp;E)…</translation>
    </message>
    <message>
        <source>Export &amp;Conflict Log…</source>
        <translation>导出术语冲突日志(&amp;C)…</translation>
    </message>
    <message>
        <source>Post &amp;Tags of This Issue…</source>
        <translation>本期文章标签(&amp;T)…</translation>
    </message>
    <message>
        <source>Export &amp;Finished Post…</source>
        <translation>导出成稿(&amp;F)…</translation>
    </message>
    <message>
        <source>&amp;Delete from Translation…</source>
        <translation>从译文中删除(&amp;D)…</translation>
    </message>
    <message>
        <source>Insert or Edit Translator&apos;s &amp;Note…</source>
        <translation>插入或编辑译者注(&amp;N)…</translation>
    </message>
    <message>
        <source>Note &amp;Templates…</source>
        <translation>译者注模板(&amp;T)…</translation>
    </message>
    <message>
        <source>GPU and Version &amp;Catalogues…</source>
        <translation>GPU 与版本目录(&amp;C)…</translation>
    </message>
    <message>
        <source>Translator&apos;s &amp;Notes</source>
        <translation>译者注(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Deletions</source>
        <translation>删除记录(&amp;D)</translation>
    </message>
    <message>
        <source>Run &amp;QA</source>
        <translation>运行质量检查(&amp;Q)</translation>
    </message>
    <message>
        <source>QA &amp;Settings…</source>
        <translation>质量检查设置(&amp;S)…</translation>
    </message>
    <message>
        <source>Mark &amp;Reviewed</source>
        <translation>标记为已审校(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Approve</source>
        <translation>批准(&amp;A)</translation>
    </message>
    <message>
        <source>Re&amp;ject…</source>
        <translation>退回(&amp;J)…</translation>
    </message>
    <message>
        <source>Re&amp;open for Changes</source>
        <translation>重新打开以修改(&amp;O)</translation>
    </message>
    <message>
        <source>Add &amp;Comment…</source>
        <translation>添加批注(&amp;C)…</translation>
    </message>
    <message>
        <source>Record Reader &amp;Feedback…</source>
        <translation>记录读者反馈(&amp;F)…</translation>
    </message>
    <message>
        <source>Record Blind &amp;Test…</source>
        <translation>记录盲测(&amp;T)…</translation>
    </message>
    <message>
        <source>Checklist &amp;Templates…</source>
        <translation>检查清单模板(&amp;T)…</translation>
    </message>
    <message>
        <source>Revision &amp;History…</source>
        <translation>修订历史(&amp;H)…</translation>
    </message>
    <message>
        <source>&amp;QA</source>
        <translation>质量检查(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>审校(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Checklist</source>
        <translation>检查清单(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Reuse from Another Issue…</source>
        <translation>从其他期复用(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Update Source…</source>
        <translation>更新原文(&amp;U)…</translation>
    </message>
    <message>
        <source>Mar&amp;k Source Change Seen</source>
        <translation>将原文变更标记为已查看(&amp;K)</translation>
    </message>
    <message>
        <source>Source Chan&amp;ges</source>
        <translation>原文更新(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Find in Project…</source>
        <translation>在项目中查找(&amp;F)…</translation>
    </message>
    <message>
        <source>R&amp;eplace in Project…</source>
        <translation>在项目中替换(&amp;E)…</translation>
    </message>
    <message>
        <source>Next &amp;Match</source>
        <translation>下一个匹配项(&amp;M)</translation>
    </message>
    <message>
        <source>Pre&amp;vious Match</source>
        <translation>上一个匹配项(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Find and Replace</source>
        <translation>查找和替换(&amp;F)</translation>
    </message>
    <message>
        <source>Project &amp;Dashboard</source>
        <translation>项目仪表板(&amp;D)</translation>
    </message>
    <message>
        <source>Technolo&amp;gy Radar</source>
        <translation>技术雷达(&amp;G)</translation>
    </message>
    <message>
        <source>Tec&amp;hnologies of This Issue…</source>
        <translation>本期技术(&amp;H)…</translation>
    </message>
    <message>
        <source>&amp;Issue List</source>
        <translation>期列表(&amp;I)</translation>
    </message>
    <message>
        <source>Reset &amp;Layout</source>
        <translation>重置布局(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Publish to Team Server…</source>
        <translation>发布到团队服务器(&amp;P)…</translation>
    </message>
    <message>
        <source>C&amp;lone Team Project…</source>
        <translation>克隆团队项目(&amp;L)…</translation>
    </message>
    <message>
        <source>S&amp;ync with Team Server</source>
        <translation>与团队服务器同步(&amp;Y)</translation>
    </message>
    <message>
        <source>Chec&amp;k Out Issue</source>
        <translation>签出本期(&amp;K)</translation>
    </message>
    <message>
        <source>Re&amp;lease Issue</source>
        <translation>释放本期(&amp;L)</translation>
    </message>
    <message>
        <source>Export &amp;Reproduction Pack…</source>
        <translation>导出环境复现包(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Term Changes to Settle…</source>
        <translation>待处理的术语改动(&amp;T)…</translation>
    </message>
    <message>
        <source>Scenario &amp;Outline…</source>
        <translation>读者场景大纲(&amp;O)…</translation>
    </message>
    <message>
        <source>Match A&amp;nalysis…</source>
        <translation>匹配分析(&amp;N)…</translation>
    </message>
    <message>
        <source>Predicti&amp;ve Typing</source>
        <translation>输入联想(&amp;V)</translation>
    </message>
    <message>
        <source>Propagate &amp;Translation…</source>
        <translation>传播译文(&amp;T)…</translation>
    </message>
    <message>
        <source>Propagate to &amp;Identical Blocks</source>
        <translation>传播到相同的块(&amp;I)</translation>
    </message>
    <message>
        <source>Insert Machine Su&amp;ggestion</source>
        <translation>插入机器建议(&amp;G)</translation>
    </message>
    <message>
        <source>As&amp;k the Machine</source>
        <translation>询问机器(&amp;K)</translation>
    </message>
    <message>
        <source>Pre-translate Issue from the &amp;Machine…</source>
        <translation>用机器预翻译本期(&amp;M)…</translation>
    </message>
    <message>
        <source>Machine &amp;Translation Settings…</source>
        <translation>机器翻译设置(&amp;T)…</translation>
    </message>
    <message>
        <source>Mac&amp;hine Suggestions</source>
        <translation>机器建议(&amp;H)</translation>
    </message>
</context>
<context>
    <name>AlignmentReport</name>
    <message>
        <source>unaligned source blocks: %1
</source>
        <translation>未对齐的原文块：%1
</translation>
    </message>
    <message>
        <source>unaligned draft blocks: %1
</source>
        <translation>未对齐的译稿块：%1
</translation>
    </message>
</context>
<context>
    <name>AnalysisBands</name>
    <message>
        <source>101% (in context)</source>
        <translation>101%（上下文匹配）</translation>
    </message>
    <message>
        <source>100%</source>
        <translation>100%</translation>
    </message>
    <message>
        <source>95–99%</source>
        <translation>95–99%</translation>
    </message>
    <message>
        <source>85–94%</source>
        <translation>85–94%</translation>
    </message>
    <message>
        <source>75–84%</source>
        <translation>75–84%</translation>
    </message>
    <message>
        <source>50–74%</source>
        <translation>50–74%</translation>
    </message>
    <message>
        <source>No match</source>
        <translation>无匹配</translation>
    </message>
    <message>
        <source>Repetitions</source>
        <translation>重复</translation>
    </message>
    <message>
        <source>Machine pre-translated</source>
        <translation>机器预翻译</translation>
    </message>
    <message>
        <source>Deleted</source>
        <translation>已删减</translation>
    </message>
</context>
<context>
    <name>AnalysisBenchmark</name>
    <message>
        <source>no */source.en.md under %1</source>
        <translation>%1 下没有 */source.en.md</translation>
    </message>
    <message>
        <source>Match analysis over a project of %1 issues (%2 memory units)
</source>
        <translation>在 %1 期的项目上做匹配分析（记忆库 %2 个单元）
</translation>
    </message>
    <message>
        <source>memory index built: %1 ms; issue %2 (%3 segments): %4 ms (CPU %5 ms); issue %6 (%7 segments): %8 ms (CPU %9 ms)
</source>
        <translation>建立记忆库索引：%1 ms；第 %2 期（%3 个句段）：%4 ms（CPU %5 ms）；第 %6 期（%7 个句段）：%8 ms（CPU %9 ms）
</translation>
    </message>
    <message>
        <source>ten issues together: %1 ms (CPU %2 ms)
</source>
        <translation>十期一起：%1 ms（CPU %2 ms）
</translation>
    </message>
</context>
<context>
    <name>AnalysisController</name>
    <message>
        <source>Analysis saved as %1</source>
        <translation>分析已保存为 %1</translation>
    </message>
</context>
<context>
    <name>AnalysisDialog</name>
    <message>
        <source>Match Analysis</source>
        <translation>匹配分析</translation>
    </message>
    <message>
        <source>The issues to analyse: Ctrl+click or Shift+click chooses several.</source>
        <translation>要分析的期：按住 Ctrl 或 Shift 单击可选多期。</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>分析(&amp;A)</translation>
    </message>
    <message>
        <source>Analyse the chosen issues.</source>
        <translation>分析所选的期。</translation>
    </message>
    <message>
        <source>&amp;Current Issue</source>
        <translation>当前期(&amp;C)</translation>
    </message>
    <message>
        <source>Choose the issue shown in the editors.</source>
        <translation>选择编辑器中显示的期。</translation>
    </message>
    <message>
        <source>A&amp;ll Issues</source>
        <translation>全部期(&amp;L)</translation>
    </message>
    <message>
        <source>Choose every issue of the project.</source>
        <translation>选择项目中的每一期。</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>显示(&amp;S)：</translation>
    </message>
    <message>
        <source>Choose issues and press Analyse.</source>
        <translation>选择要分析的期，然后点“分析”。</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>导出 CSV(&amp;E)…</translation>
    </message>
    <message>
        <source>Save the analysis of every chosen issue and their total as a CSV file.</source>
        <translation>把所选各期的分析及其合计保存为 CSV 文件。</translation>
    </message>
    <message>
        <source>#%1 %2</source>
        <translation>第 %1 期 %2</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>正在分析…</translation>
    </message>
    <message>
        <source>Issue %1</source>
        <translation>第 %1 期</translation>
    </message>
    <message numerus="yes">
        <source>All %n chosen issue(s)</source>
        <translation>
            <numerusform>所选全部 %n 期</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n issue(s) analysed: %1 segments, %2 words, %3 Chinese characters.</source>
        <translation>
            <numerusform>已分析 %n 期：%1 个句段，%2 个英文词，%3 个汉字。</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Analysis</source>
        <translation>导出分析</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV 文件 (*.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Analysing… %1 of %2 issues done (closing the dialog stops it).</source>
        <translation>正在分析… 已完成 %1/%2 期（关闭对话框即停止）。</translation>
    </message>
</context>
<context>
    <name>AnalysisTableModel</name>
    <message>
        <source>Chinese characters of the block&apos;s draft when it has Chinese text; otherwise an estimate from the best memory match&apos;s translation (matches of 50% or more; a repetition takes its first occurrence&apos;s); otherwise none.</source>
        <translation>译稿中已有中文时，数该块译稿的汉字；否则按最佳记忆库匹配的译文估算（匹配率 50% 及以上；重复块取其首次出现处的字数）；都没有则记 0。</translation>
    </message>
    <message>
        <source>Source blocks.</source>
        <translation>源文块数。</translation>
    </message>
    <message>
        <source>English words of the source blocks (code, math, front matter and HTML have none).</source>
        <translation>源文块的英文词数（代码、公式、前置元数据和 HTML 不计）。</translation>
    </message>
    <message>
        <source>The band&apos;s share of all English words analysed.</source>
        <translation>该档英文词数占所分析全部英文词数的比例。</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>匹配</translation>
    </message>
    <message>
        <source>Segments</source>
        <translation>句段</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>英文词</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>占比</translation>
    </message>
    <message>
        <source>Chinese characters</source>
        <translation>汉字</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
</context>
<context>
    <name>AnalyzeCommand</name>
    <message>
        <source>The issues to analyse, by number (期号), separated by commas.</source>
        <translation>要分析的期号，用英文逗号分隔。</translation>
    </message>
    <message>
        <source>Also write the analysis as a CSV file.</source>
        <translation>同时把分析写入 CSV 文件。</translation>
    </message>
    <message>
        <source>--csv needs a file name</source>
        <translation>--csv 需要一个文件名</translation>
    </message>
    <message>
        <source>--issue N[,N...] is required</source>
        <translation>必须给出 --issue N[,N...]</translation>
    </message>
    <message>
        <source>--issue needs positive issue numbers separated by commas, not &apos;%1&apos;</source>
        <translation>--issue 需要用逗号分隔的正整数期号，而不是“%1”</translation>
    </message>
    <message>
        <source>Issue %1: %2</source>
        <translation>第 %1 期：%2</translation>
    </message>
    <message numerus="yes">
        <source>Total of %n issue(s)</source>
        <translation>
            <numerusform>%n 期合计</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AnnotationController</name>
    <message>
        <source>Source block #%1</source>
        <translation>原文块 #%1</translation>
    </message>
    <message>
        <source>Open an issue first.</source>
        <translation>请先打开一期。</translation>
    </message>
    <message>
        <source>The note was inserted, but it could not be found in the draft to store its form.</source>
        <translation>译者注已插入，但在译稿中找不到它，无法保存其表单内容。</translation>
    </message>
    <message>
        <source>Inserted a translator&apos;s note: %1.</source>
        <translation>已插入译者注：%1。</translation>
    </message>
    <message>
        <source>The draft cursor is not in a translator&apos;s note.</source>
        <translation>译稿光标不在译者注中。</translation>
    </message>
    <message>
        <source>The note&apos;s form could not be stored: its block is gone from the draft.</source>
        <translation>无法保存该译者注的表单内容：它所在的块已不在译稿中。</translation>
    </message>
    <message>
        <source>Updated the translator&apos;s note: %1.</source>
        <translation>已更新译者注：%1。</translation>
    </message>
    <message>
        <source>Translator&apos;s note · %1</source>
        <translation>译者注 · %1</translation>
    </message>
    <message>
        <source>The note template is gone from the project.</source>
        <translation>该译者注模板已不在项目中。</translation>
    </message>
    <message>
        <source>Inserted a translator&apos;s note: %1 (%2).</source>
        <translation>已插入译者注：%1（%2）。</translation>
    </message>
    <message>
        <source>Import Catalogue</source>
        <translation>导入目录</translation>
    </message>
    <message>
        <source>Catalogues (*.json);;All files (*)</source>
        <translation>目录 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Export Catalogue</source>
        <translation>导出目录</translation>
    </message>
</context>
<context>
    <name>AnnotationForm</name>
    <message>
        <source>%1 (optional):</source>
        <translation>%1（可选）：</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
    <message>
        <source>This note was edited in the draft by hand; OK replaces those edits with the form&apos;s text.</source>
        <translation>这条译者注已在译稿中手动编辑过；点击“确定”会用表单中的文字替换这些编辑。</translation>
    </message>
    <message>
        <source>Translator&apos;s Note: %1</source>
        <translation>译者注：%1</translation>
    </message>
    <message>
        <source>Two spaces of indentation per level.</source>
        <translation>每级缩进两个空格。</translation>
    </message>
    <message>
        <source>Add Row</source>
        <translation>添加行</translation>
    </message>
    <message>
        <source>Remove Row</source>
        <translation>删除行</translation>
    </message>
</context>
<context>
    <name>AnnotationKinds</name>
    <message>
        <source>Hardware compatibility table</source>
        <translation>硬件兼容性表</translation>
    </message>
    <message>
        <source>Version adaptation note</source>
        <translation>版本适配说明</translation>
    </message>
    <message>
        <source>Performance matrix</source>
        <translation>性能对比矩阵</translation>
    </message>
    <message>
        <source>Troubleshooting tree</source>
        <translation>故障排查树</translation>
    </message>
    <message>
        <source>Evolution roadmap</source>
        <translation>演进路线图</translation>
    </message>
    <message>
        <source>Wrong-code lesson</source>
        <translation>错误代码示例</translation>
    </message>
    <message>
        <source>Term explanation</source>
        <translation>术语解释</translation>
    </message>
    <message>
        <source>Warning box</source>
        <translation>警告框</translation>
    </message>
    <message>
        <source>Quick-fix table</source>
        <translation>经典问题速查表</translation>
    </message>
    <message>
        <source>Version snapshot</source>
        <translation>版本快照</translation>
    </message>
    <message>
        <source>Environment reproduction pack</source>
        <translation>环境复现包</translation>
    </message>
</context>
<context>
    <name>AnnotationPane</name>
    <message>
        <source>No catalogued GPU or version in this source block. Move the source cursor to a block that names one, or insert a note of any type below.</source>
        <translation>此原文块中没有目录收录的 GPU 或版本。请把原文光标移到提及它们的块，或在下方插入任意类型的译者注。</translation>
    </message>
    <message>
        <source>Insert</source>
        <translation>插入</translation>
    </message>
    <message>
        <source>Insert the selected note at the draft cursor (Enter)</source>
        <translation>在译稿光标处插入选中的译者注（Enter 键）</translation>
    </message>
    <message>
        <source>New Note…</source>
        <translation>新建译者注…</translation>
    </message>
    <message>
        <source>Edit Note…</source>
        <translation>编辑译者注…</translation>
    </message>
    <message>
        <source>Edit the note at the draft cursor through its form</source>
        <translation>通过表单编辑译稿光标处的译者注</translation>
    </message>
    <message>
        <source>Templates…</source>
        <translation>模板…</translation>
    </message>
    <message>
        <source>Edit this project&apos;s note templates</source>
        <translation>编辑本项目的译者注模板</translation>
    </message>
    <message>
        <source>Catalogues…</source>
        <translation>目录…</translation>
    </message>
    <message>
        <source>Edit this project&apos;s GPU and version catalogues</source>
        <translation>编辑本项目的 GPU 目录和版本目录</translation>
    </message>
    <message>
        <source>No source block</source>
        <translation>无原文块</translation>
    </message>
    <message>
        <source>import %1</source>
        <translation>import %1</translation>
    </message>
    <message>
        <source>Mentions: %1</source>
        <translation>提及：%1</translation>
    </message>
    <message>
        <source>At the draft cursor: %1</source>
        <translation>译稿光标处：%1</translation>
    </message>
    <message>
        <source>The draft cursor is not in a note.</source>
        <translation>译稿光标不在译者注中。</translation>
    </message>
    <message>
        <source>Save as Template…</source>
        <translation>另存为模板…</translation>
    </message>
    <message>
        <source>Copy to Issue…</source>
        <translation>复制到其他期…</translation>
    </message>
    <message>
        <source>Link to Issue…</source>
        <translation>链接到其他期…</translation>
    </message>
    <message>
        <source>Sync with Original</source>
        <translation>与原注同步</translation>
    </message>
    <message>
        <source>Take Original (Drop Edits Here)</source>
        <translation>采用原注（丢弃此处的修改）</translation>
    </message>
    <message>
        <source>Unlink</source>
        <translation>取消链接</translation>
    </message>
    <message>
        <source>Reuse</source>
        <translation>复用</translation>
    </message>
    <message>
        <source>Save the note at the draft cursor as a template, copy or link it into another issue</source>
        <translation>将译稿光标处的译者注另存为模板，或复制、链接到其他期</translation>
    </message>
    <message>
        <source>The type of a new note, or a template of this project under its type</source>
        <translation>新译者注的类型，或该类型下本项目的模板</translation>
    </message>
    <message>
        <source>Insert an empty note of the chosen type or template at the draft cursor</source>
        <translation>在译稿光标处插入所选类型或模板的空白译者注</translation>
    </message>
    <message>
        <source>A template of this project: %1</source>
        <translation>本项目的模板：%1</translation>
    </message>
</context>
<context>
    <name>AnnotationRepository</name>
    <message>
        <source>The project&apos;s template for %1 no longer loads, the default is used instead: %2</source>
        <translation>本项目中 %1 的模板已无法加载，改用默认模板：%2</translation>
    </message>
    <message>
        <source>A template needs a name.</source>
        <translation>模板需要一个名称。</translation>
    </message>
    <message>
        <source>Block %1 is no translator&apos;s note.</source>
        <translation>块 %1 不是译者注。</translation>
    </message>
    <message>
        <source>There is no such extra note template.</source>
        <translation>没有这个附加译者注模板。</translation>
    </message>
    <message>
        <source>There is already a note template named &quot;%1&quot;.</source>
        <translation>已有名为“%1”的译者注模板。</translation>
    </message>
</context>
<context>
    <name>AnnotationSuggester</name>
    <message>
        <source>Hardware table for %1</source>
        <translation>%1 的硬件表</translation>
    </message>
    <message>
        <source>Version note for %1</source>
        <translation>%1 的版本说明</translation>
    </message>
</context>
<context>
    <name>AnnotationTemplate</name>
    <message>
        <source>Unknown note kind &quot;%1&quot;.</source>
        <translation>未知的译者注类型“%1”。</translation>
    </message>
    <message>
        <source>Two fields have the key &quot;%1&quot;.</source>
        <translation>有两个字段的键都是“%1”。</translation>
    </message>
    <message>
        <source>The template has no name.</source>
        <translation>模板没有名称。</translation>
    </message>
    <message>
        <source>Field %1 has no valid key (a–z, digits and _, not starting with a digit).</source>
        <translation>字段 %1 没有有效的键（只能用 a–z、数字和 _，且不能以数字开头）。</translation>
    </message>
    <message>
        <source>Field &quot;%1&quot; has an unknown type &quot;%2&quot;.</source>
        <translation>字段“%1”的类型“%2”未知。</translation>
    </message>
    <message>
        <source>The table field &quot;%1&quot; has no columns.</source>
        <translation>表格字段“%1”没有列。</translation>
    </message>
    <message>
        <source>The body uses {{comment}}, but the template has no field &quot;language&quot;.</source>
        <translation>正文使用了 {{comment}}，但模板中没有“language”字段。</translation>
    </message>
    <message>
        <source>The body names {{%1%2}}, which is no field of the template.</source>
        <translation>正文引用了 {{%1%2}}，但模板中没有这个字段。</translation>
    </message>
    <message>
        <source>{{/%1}} closes no open section.</source>
        <translation>{{/%1}} 没有对应的已打开节。</translation>
    </message>
    <message>
        <source>The section {{%1%2}} opens inside a section of the same field.</source>
        <translation>节 {{%1%2}} 在同一字段的节内打开。</translation>
    </message>
    <message>
        <source>The section of &quot;%1&quot; is never closed.</source>
        <translation>“%1”的节始终没有关闭。</translation>
    </message>
    <message>
        <source>The table field &quot;%1&quot; has no column &quot;%2&quot; to leave out.</source>
        <translation>表格字段“%1”没有可省略的列“%2”。</translation>
    </message>
</context>
<context>
    <name>AnnotationTemplates</name>
    <message>
        <source>Template %1: %2</source>
        <translation>模板 %1：%2</translation>
    </message>
    <message>
        <source>Template %1: a second template for &quot;%2&quot;.</source>
        <translation>模板 %1：重复定义了“%2”的模板。</translation>
    </message>
</context>
<context>
    <name>AppController</name>
    <message>
        <source>Yiqiao</source>
        <translation>译桥</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Issue %1: %2</source>
        <translation>第 %1 期：%2</translation>
    </message>
    <message>
        <source>Open Project</source>
        <translation>打开项目</translation>
    </message>
    <message>
        <source>Yiqiao projects (*.yiqiao);;All files (*)</source>
        <translation>译桥项目 (*.yiqiao);;所有文件 (*)</translation>
    </message>
    <message>
        <source>About Yiqiao</source>
        <translation>关于译桥</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Yiqiao (译桥) %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;A translation workbench for Chinese localisation of English technical blogs.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;译桥 (Yiqiao) %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;面向英文技术博客中文本地化的翻译工作台。&lt;/p&gt;&lt;p&gt;基于 Qt %2 构建。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>New Project</source>
        <translation>新建项目</translation>
    </message>
    <message>
        <source>Yiqiao projects (*.yiqiao)</source>
        <translation>译桥项目 (*.yiqiao)</translation>
    </message>
    <message>
        <source>%1 already exists. Choose another name; an existing project is never overwritten.</source>
        <translation>%1 已存在。请换一个名称；已有的项目绝不会被覆盖。</translation>
    </message>
    <message>
        <source>Open or create a project first; posts are imported into it.</source>
        <translation>请先打开或新建一个项目，文章会导入到其中。</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n post(s).</source>
        <translation>
            <numerusform>已导入 %n 篇文章。</numerusform>
        </translation>
    </message>
    <message>
        <source>Some files were not imported:
%1</source>
        <translation>以下文件未导入：
%1</translation>
    </message>
    <message>
        <source>%1 (read-only)</source>
        <translation>%1（只读）</translation>
    </message>
    <message>
        <source>The latest changes to this draft are not in the project file. Save the draft as a markdown file before closing?</source>
        <translation>这份译稿最近的修改尚未写入项目文件。关闭前要把译稿另存为 Markdown 文件吗？</translation>
    </message>
    <message>
        <source>Save Draft As</source>
        <translation>译稿另存为</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>The project was made without starter content: %1</source>
        <translation>项目已创建，但未能加入入门内容：%1</translation>
    </message>
</context>
<context>
    <name>AppSettings</name>
    <message>
        <source>translator</source>
        <translation>译者</translation>
    </message>
</context>
<context>
    <name>AtomicFileWriter</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>cannot write %1: the disk is full or the file too large; an existing file was left as it was</source>
        <translation>无法写入 %1：磁盘已满或文件过大；原有文件保持原样</translation>
    </message>
    <message>
        <source>cannot write %1: %2; an existing file was left as it was</source>
        <translation>无法写入 %1：%2；原有文件保持原样</translation>
    </message>
    <message>
        <source>cannot write %1: it is a Yiqiao project or its journal, which an export never replaces; choose another file name</source>
        <translation>无法写入 %1：这是译桥项目文件或其日志，导出绝不会覆盖它；请换一个文件名</translation>
    </message>
</context>
<context>
    <name>BenchDisplay</name>
    <message>
        <source>%1 is not installed (packages xvfb and dbus)</source>
        <translation>%1 未安装（软件包 xvfb 与 dbus）</translation>
    </message>
    <message>
        <source>Xvfb did not start</source>
        <translation>Xvfb 未能启动</translation>
    </message>
    <message>
        <source>the session bus (dbus-daemon) did not start</source>
        <translation>会话总线（dbus-daemon）未能启动</translation>
    </message>
</context>
<context>
    <name>BlockCommands</name>
    <message>
        <source>Every block of this draft is confirmed.</source>
        <translation>本译稿的所有块均已确认。</translation>
    </message>
    <message>
        <source>Every source block is translated or deleted.</source>
        <translation>所有原文块均已翻译或删除。</translation>
    </message>
    <message>
        <source>There is no block or section of the same level to swap with.</source>
        <translation>没有可交换的同级块或章节。</translation>
    </message>
    <message>
        <source>No block after this one meets the filter.</source>
        <translation>此块之后没有符合筛选条件的块。</translation>
    </message>
    <message>
        <source>No block before this one meets the filter.</source>
        <translation>此块之前没有符合筛选条件的块。</translation>
    </message>
    <message>
        <source>Every block that meets the filter is confirmed.</source>
        <translation>符合筛选条件的块都已确认。</translation>
    </message>
</context>
<context>
    <name>BlockFilter</name>
    <message>
        <source>Untranslated</source>
        <translation>未翻译</translation>
    </message>
    <message>
        <source>Draft (edited, not confirmed)</source>
        <translation>草稿（已编辑、未确认）</translation>
    </message>
    <message>
        <source>Pre-translated (memory or machine)</source>
        <translation>预翻译（记忆库或机器）</translation>
    </message>
    <message>
        <source>Machine pre-translated</source>
        <translation>机器预翻译</translation>
    </message>
    <message>
        <source>Rejected by a reviewer</source>
        <translation>被审校者退回</translation>
    </message>
    <message>
        <source>With open comments</source>
        <translation>有未解决的评论</translation>
    </message>
    <message>
        <source>With open source changes</source>
        <translation>有未处理的原文更新</translation>
    </message>
    <message>
        <source>With QA errors</source>
        <translation>有质量检查错误</translation>
    </message>
    <message>
        <source>With term findings</source>
        <translation>有术语问题</translation>
    </message>
    <message>
        <source>unknown filter &apos;%1&apos;; known: %2</source>
        <translation>未知的筛选条件“%1”；可用的有：%2</translation>
    </message>
</context>
<context>
    <name>BlockFilterBar</name>
    <message>
        <source>Filter blocks…</source>
        <translation>筛选块…</translation>
    </message>
    <message>
        <source>Show only blocks whose draft or source contains this text (Esc clears the filter)</source>
        <translation>只显示译稿或原文含有这段文字的块（Esc 清除筛选）</translation>
    </message>
    <message>
        <source>Show only blocks that meet any of the checked criteria</source>
        <translation>只显示符合任一勾选条件的块</translation>
    </message>
    <message>
        <source>Clear Filter</source>
        <translation>清除筛选</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>Show every block again (Esc in the filter text)</source>
        <translation>重新显示全部块（在筛选文字框中按 Esc 亦可）</translation>
    </message>
    <message>
        <source>Filter (%1)</source>
        <extracomment>the Filter button when criteria are checked: Filter (2)</extracomment>
        <translation>筛选（%1）</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>筛选</translation>
    </message>
    <message>
        <source>Filter on: %1 of %2 hits</source>
        <translation>筛选中：显示 %2 处匹配中的 %1 处</translation>
    </message>
    <message>
        <source>Filter on: %1 of %2 blocks</source>
        <translation>筛选中：显示 %2 个块中的 %1 个</translation>
    </message>
</context>
<context>
    <name>BlockStatus</name>
    <message>
        <source>Draft</source>
        <translation>草稿</translation>
    </message>
    <message>
        <source>Translated</source>
        <translation>已翻译</translation>
    </message>
    <message>
        <source>Reviewed</source>
        <translation>已审校</translation>
    </message>
    <message>
        <source>Approved</source>
        <translation>已批准</translation>
    </message>
    <message>
        <source>Pre-translated</source>
        <translation>预翻译</translation>
    </message>
    <message>
        <source>Machine pre-translated</source>
        <translation>机器预翻译</translation>
    </message>
</context>
<context>
    <name>CatalogCommand</name>
    <message>
        <source>The catalogue: %1.</source>
        <translation>目录：%1。</translation>
    </message>
    <message>
        <source>catalog needs export, import, status, keep, take or merge; run yiqiao-cli --help</source>
        <translation>catalog 需要 export、import、status、keep、take 或 merge；请运行 yiqiao-cli --help</translation>
    </message>
    <message>
        <source>unknown catalogue &apos;%1&apos;: use %2</source>
        <translation>未知目录“%1”：请用 %2</translation>
    </message>
    <message>
        <source>(yiqiao-cli catalog keep|take|merge PROJECT %1)</source>
        <translation>（yiqiao-cli catalog keep|take|merge PROJECT %1）</translation>
    </message>
    <message>
        <source>The JSON file to write.</source>
        <translation>要写入的 JSON 文件。</translation>
    </message>
    <message>
        <source>%1 written to %2
</source>
        <translation>%1 已写入 %2
</translation>
    </message>
    <message>
        <source>The JSON file to read.</source>
        <translation>要读取的 JSON 文件。</translation>
    </message>
    <message>
        <source>%1 is now this project&apos;s own %2 (version %3)
</source>
        <translation>%1 现为本项目自己的%2（版本 %3）
</translation>
    </message>
    <message>
        <source>project&apos;s own</source>
        <translation>本项目自己的</translation>
    </message>
    <message>
        <source>shipped</source>
        <translation>随附</translation>
    </message>
    <message>
        <source>version %1</source>
        <translation>版本 %1</translation>
    </message>
    <message>
        <source>%1: %2, version %3
</source>
        <translation>%1：%2，版本 %3
</translation>
    </message>
</context>
<context>
    <name>CatalogDialog</name>
    <message>
        <source>Catalogues</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>&amp;GPUs</source>
        <translation>GPU(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Versions</source>
        <translation>版本(&amp;V)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Restore Shipped</source>
        <translation>恢复内置目录</translation>
    </message>
    <message>
        <source>Drop this project&apos;s catalogue: the shipped one applies again</source>
        <translation>丢弃本项目的目录：重新使用内置目录</translation>
    </message>
    <message>
        <source>This project&apos;s own catalogue</source>
        <translation>本项目自己的目录</translation>
    </message>
    <message>
        <source>Shipped catalogue</source>
        <translation>内置目录</translation>
    </message>
    <message>
        <source>&amp;Compatibility</source>
        <translation>兼容性(&amp;C)</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>导入…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Keep Mine</source>
        <translation>保留我的</translation>
    </message>
    <message>
        <source>Take Shipped</source>
        <translation>改用随附的</translation>
    </message>
    <message>
        <source>Merge New Entries</source>
        <translation>合并新条目</translation>
    </message>
</context>
<context>
    <name>CatalogJson</name>
    <message>
        <source>Cannot read the catalogue: %1</source>
        <translation>无法读取目录：%1</translation>
    </message>
    <message>
        <source>The catalogue is not valid JSON (at byte %1): %2</source>
        <translation>目录不是有效的 JSON（第 %1 字节处）：%2</translation>
    </message>
    <message>
        <source>The catalogue has no &quot;%1&quot; list.</source>
        <translation>目录中没有 &quot;%1&quot; 列表。</translation>
    </message>
    <message>
        <source>The catalogue&apos;s &quot;version&quot; must be a whole number.</source>
        <translation>目录的 &quot;version&quot; 必须是整数。</translation>
    </message>
    <message>
        <source>The catalogues cannot be merged: one of them is not a JSON object.</source>
        <translation>无法合并目录：其中一个不是 JSON 对象。</translation>
    </message>
</context>
<context>
    <name>ChecklistController</name>
    <message>
        <source>The checklist could not be evaluated: %1</source>
        <translation>无法评估检查清单：%1</translation>
    </message>
    <message>
        <source>Blind test by %1 recorded</source>
        <translation>已记录 %1 的盲测</translation>
    </message>
    <message>
        <source>The project is read-only.</source>
        <translation>该项目是只读的。</translation>
    </message>
    <message>
        <source>Open an issue first.</source>
        <translation>请先打开一期。</translation>
    </message>
    <message>
        <source>Remove Blind Test</source>
        <translation>移除盲测</translation>
    </message>
    <message>
        <source>Remove the blind test by %1?</source>
        <translation>移除 %1 的盲测？</translation>
    </message>
</context>
<context>
    <name>ChecklistEvaluator</name>
    <message>
        <source>Not checked yet.</source>
        <translation>尚未勾选。</translation>
    </message>
    <message>
        <source>Checked on %1.</source>
        <translation>于 %1 勾选。</translation>
    </message>
    <message>
        <source>Unchecked on %1.</source>
        <translation>于 %1 取消勾选。</translation>
    </message>
    <message>
        <source>Checked by %1 on %2.</source>
        <translation>由 %1 于 %2 勾选。</translation>
    </message>
    <message>
        <source>Unchecked by %1 on %2.</source>
        <translation>由 %1 于 %2 取消勾选。</translation>
    </message>
    <message>
        <source>No reader has tested the translation yet; %1 readers are needed.</source>
        <translation>尚无读者测试过译文；需要 %1 位读者。</translation>
    </message>
    <message>
        <source>%1 of %2 readers passed (%3%)</source>
        <translation>%2 位读者中 %1 位通过（%3%）</translation>
    </message>
    <message>
        <source>%1; %2% must pass.</source>
        <translation>%1；通过率须达到 %2%。</translation>
    </message>
    <message>
        <source>Deleted %1% of the prose; the target is %2%.</source>
        <translation>正文已删除 %1%；目标为 %2%。</translation>
    </message>
    <message>
        <source>Deleted %1% of the prose, below the target of %2%.</source>
        <translation>正文已删除 %1%，低于目标 %2%。</translation>
    </message>
    <message>
        <source>No deletions.</source>
        <translation>没有删除。</translation>
    </message>
    <message numerus="yes">
        <source>All %n deletion(s) justified.</source>
        <translation>
            <numerusform>全部 %n 处删除均有理由。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 deletions have no justification yet.</source>
        <translation>%2 处删除中有 %1 处尚无理由。</translation>
    </message>
    <message>
        <source>No translator&apos;s notes.</source>
        <translation>没有译者注。</translation>
    </message>
    <message numerus="yes">
        <source>All %n note(s) reviewed.</source>
        <translation>
            <numerusform>全部 %n 条译者注均已审校。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 notes not reviewed yet.</source>
        <translation>%2 条译者注中有 %1 条尚未审校。</translation>
    </message>
    <message>
        <source>QA finds no unwaived error.</source>
        <translation>质量检查未发现未豁免的错误。</translation>
    </message>
    <message numerus="yes">
        <source>QA finds %n unwaived error(s).</source>
        <translation>
            <numerusform>质量检查发现 %n 个未豁免的错误。</numerusform>
        </translation>
    </message>
    <message>
        <source>No unwaived finding of forbidden or missing terms.</source>
        <translation>没有未豁免的禁用译法或术语缺失问题。</translation>
    </message>
    <message numerus="yes">
        <source>%n unwaived finding(s) of forbidden or missing terms.</source>
        <translation>
            <numerusform>有 %n 个未豁免的禁用译法或术语缺失问题。</numerusform>
        </translation>
    </message>
    <message>
        <source>The draft has no blocks.</source>
        <translation>译稿中没有块。</translation>
    </message>
    <message numerus="yes">
        <source>All %n draft block(s) approved.</source>
        <translation>
            <numerusform>全部 %n 个译稿块均已批准。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 draft blocks not approved yet.</source>
        <translation>%2 个译稿块中有 %1 个尚未批准。</translation>
    </message>
    <message>
        <source>%1; only %2 different backgrounds, at least %3 are needed (given by more than one reader, counted once: %4).</source>
        <translation>%1；只有 %2 种不同背景，至少需要 %3 种（多位读者同一背景只算一次：%4）。</translation>
    </message>
    <message numerus="yes">
        <source>%1; %n reader(s) without a background, at least %2 different backgrounds are needed.</source>
        <translation>
            <numerusform>%1；%n 位读者未填背景，至少需要 %2 种不同背景。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; at least %2 readers of different backgrounds are needed.</source>
        <translation>%1；至少需要 %2 位不同背景的读者。</translation>
    </message>
    <message>
        <source>The project requires no kind of note.</source>
        <translation>项目没有要求任何类型的译者注。</translation>
    </message>
    <message numerus="yes">
        <source>The draft has a note of each of the %n required kind(s).</source>
        <translation>
            <numerusform>译文里有全部 %n 种必做的译者注。</numerusform>
        </translation>
    </message>
    <message>
        <source>Missing: %1.</source>
        <translation>缺少：%1。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>ChecklistModel</name>
    <message>
        <source>Note: %1</source>
        <translation>备注：%1</translation>
    </message>
</context>
<context>
    <name>ChecklistPane</name>
    <message>
        <source>Open an issue to see its checklist.</source>
        <translation>打开一期即可查看其检查清单。</translation>
    </message>
    <message>
        <source>Check Again</source>
        <translation>重新检查</translation>
    </message>
    <message>
        <source>Blind test</source>
        <translation>盲测</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>添加…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>编辑…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Ready to ship</source>
        <translation>可以发布</translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) block shipping</source>
        <translation>
            <numerusform>%n 项阻碍发布</numerusform>
        </translation>
    </message>
    <message>
        <source>No reader has tested this translation yet. %1</source>
        <translation>尚无读者测试过这份译文。%1</translation>
    </message>
    <message>
        <source>%1 of %2 readers passed (%3%). %4</source>
        <translation>%2 位读者中 %1 位通过（%3%）。%4</translation>
    </message>
    <message>
        <source>Remove Blind Test</source>
        <translation>移除盲测</translation>
    </message>
    <message>
        <source>Remove this reader&apos;s blind test? The answers cannot be restored.</source>
        <translation>移除这位读者的盲测记录？其回答将无法恢复。</translation>
    </message>
    <message>
        <source>The bar: at least %1 readers of different backgrounds, %2% passing.</source>
        <translation>标准：至少 %1 位不同背景的读者，%2% 通过。</translation>
    </message>
    <message>
        <source>The same background counts once: %1.</source>
        <translation>同一背景只算一次：%1。</translation>
    </message>
</context>
<context>
    <name>ChecklistRepository</name>
    <message>
        <source>The stored checklist %1 cannot be read: %2</source>
        <translation>无法读取已存储的检查清单 %1：%2</translation>
    </message>
    <message>
        <source>Checklist %1 does not exist.</source>
        <translation>检查清单 %1 不存在。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no item of the checklist &quot;%2&quot;.</source>
        <translation>“%1”不是检查清单“%2”中的项。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is computed from the project; nobody checks it by hand.</source>
        <translation>“%1”由项目数据自动计算，无需人工勾选。</translation>
    </message>
    <message>
        <source>An export override needs the open items it overrides.</source>
        <translation>强制导出记录需要列出它所跳过的未完成项。</translation>
    </message>
    <message>
        <source>The checklist Yiqiao ships is broken: %1</source>
        <translation>译桥内置的检查清单已损坏：%1</translation>
    </message>
    <message>
        <source>Issue %1 does not exist.</source>
        <translation>第 %1 期不存在。</translation>
    </message>
</context>
<context>
    <name>ChecklistReuse</name>
    <message>
        <source>The checklist results would be copied onto themselves.</source>
        <translation>检查清单结果会被复制到其自身。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no checked manual item of the issue the results come from.</source>
        <translation>“%1”不是来源期中已勾选的人工检查清单项。</translation>
    </message>
    <message>
        <source>The issue the results come from has no checked manual item.</source>
        <translation>来源期中没有已勾选的人工检查清单项。</translation>
    </message>
    <message>
        <source>The issue the results go to has no checklist.</source>
        <translation>目标期没有检查清单。</translation>
    </message>
</context>
<context>
    <name>ChecklistRules</name>
    <message>
        <source>Blind test meets the bar</source>
        <translation>盲测达到标准</translation>
    </message>
    <message>
        <source>Deletion ratio reaches the target</source>
        <translation>删除比例达到目标</translation>
    </message>
    <message>
        <source>Every deletion justified</source>
        <translation>每处删除都有理由</translation>
    </message>
    <message>
        <source>Every note reviewed</source>
        <translation>每条译者注都已审校</translation>
    </message>
    <message>
        <source>QA without unwaived errors</source>
        <translation>质量检查无未豁免的错误</translation>
    </message>
    <message>
        <source>No forbidden or missing terms</source>
        <translation>无禁用译法或术语缺失</translation>
    </message>
    <message>
        <source>Every draft block approved</source>
        <translation>每个译稿块都已批准</translation>
    </message>
    <message>
        <source>A note of every required kind</source>
        <translation>每种必做的译者注都有</translation>
    </message>
</context>
<context>
    <name>ChecklistTemplate</name>
    <message>
        <source>The checklist has no name.</source>
        <translation>检查清单没有名称。</translation>
    </message>
    <message>
        <source>The checklist has no items.</source>
        <translation>检查清单没有任何项。</translation>
    </message>
    <message>
        <source>Item %1 has no valid key (a–z, digits and _, not starting with a digit).</source>
        <translation>第 %1 项没有有效的键（只能用 a–z、数字和 _，且不能以数字开头）。</translation>
    </message>
    <message>
        <source>Two items have the key &quot;%1&quot;.</source>
        <translation>有两项的键都是“%1”。</translation>
    </message>
    <message>
        <source>The item &quot;%1&quot; has no title.</source>
        <translation>项“%1”没有标题。</translation>
    </message>
    <message>
        <source>The checklist has no &quot;items&quot; list.</source>
        <translation>检查清单中没有 &quot;items&quot; 列表。</translation>
    </message>
    <message>
        <source>The checklist is not valid JSON (at byte %1): %2</source>
        <translation>检查清单不是有效的 JSON（第 %1 字节处）：%2</translation>
    </message>
    <message>
        <source>The checklist is not a JSON object.</source>
        <translation>检查清单不是 JSON 对象。</translation>
    </message>
    <message>
        <source>Item %1 is not a JSON object.</source>
        <translation>第 %1 项不是 JSON 对象。</translation>
    </message>
    <message>
        <source>Item %1</source>
        <translation>第 %1 项</translation>
    </message>
    <message>
        <source>The item &quot;%1&quot;</source>
        <translation>项“%1”</translation>
    </message>
    <message>
        <source>%1 is checked by hand and can have no rule.</source>
        <translation>%1为人工勾选项，不能设置规则。</translation>
    </message>
    <message>
        <source>%1 has an unknown kind &quot;%2&quot; (manual or computed).</source>
        <translation>%1的类型“%2”未知（应为 manual 或 computed）。</translation>
    </message>
    <message>
        <source>%1 has an unknown rule &quot;%2&quot;.</source>
        <translation>%1的规则“%2”未知。</translation>
    </message>
    <message>
        <source>%1 is computed but has no rule.</source>
        <translation>%1为自动计算项，但没有设置规则。</translation>
    </message>
</context>
<context>
    <name>ChecklistTemplateDialog</name>
    <message>
        <source>%1 (computed)</source>
        <translation>%1（自动计算）</translation>
    </message>
    <message>
        <source>Checklist Templates</source>
        <translation>检查清单模板</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>New</source>
        <translation>新建</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Make Active</source>
        <translation>设为当前模板</translation>
    </message>
    <message>
        <source>Issues without a checklist run yet follow the active template</source>
        <translation>尚未运行过检查清单的期将使用当前模板</translation>
    </message>
    <message>
        <source>Add Item</source>
        <translation>添加项</translation>
    </message>
    <message>
        <source>Remove Item</source>
        <translation>移除项</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>上移</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>下移</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>项</translation>
    </message>
    <message>
        <source>Lower-case letters, digits and _: how results and export overrides name the item</source>
        <translation>小写字母、数字和 _：检查结果和强制导出记录用它来指称此项</translation>
    </message>
    <message>
        <source>Checked by people</source>
        <translation>人工勾选</translation>
    </message>
    <message>
        <source>Computed from the project</source>
        <translation>由项目数据自动计算</translation>
    </message>
    <message>
        <source>&amp;Key:</source>
        <translation>键(&amp;K)：</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>标题(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>说明(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>类型(&amp;K)：</translation>
    </message>
    <message>
        <source>&amp;Rule:</source>
        <translation>规则(&amp;R)：</translation>
    </message>
    <message>
        <source>%1 (active)</source>
        <translation>%1（当前）</translation>
    </message>
    <message>
        <source>New checklist</source>
        <translation>新检查清单</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1（副本）</translation>
    </message>
    <message>
        <source>Remove Template</source>
        <translation>移除模板</translation>
    </message>
    <message>
        <source>Remove the checklist template “%1”?</source>
        <translation>移除检查清单模板“%1”？</translation>
    </message>
    <message>
        <source>Notes every issue must have (rule “%1”)</source>
        <translation>每期必须有的译者注（规则“%1”）</translation>
    </message>
</context>
<context>
    <name>CliApplication</name>
    <message>
        <source>The issue number (期号).</source>
        <translation>期号。</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;; run yiqiao-cli --help</source>
        <translation>未知命令“%1”；请运行 yiqiao-cli --help</translation>
    </message>
    <message numerus="yes">
        <source>expected %n file argument(s); see --help</source>
        <translation>
            <numerusform>需要 %n 个文件参数；参见 --help</numerusform>
        </translation>
    </message>
    <message>
        <source>--issue needs a positive issue number, not &apos;%1&apos;</source>
        <translation>--issue 需要一个正整数期号，而不是“%1”</translation>
    </message>
    <message>
        <source>The project file.</source>
        <translation>项目文件。</translation>
    </message>
    <message>
        <source>The English markdown post.</source>
        <translation>英文 Markdown 文章。</translation>
    </message>
    <message>
        <source>The issue&apos;s title (default: the post&apos;s first heading).</source>
        <translation>本期标题（默认：文章的第一个标题）。</translation>
    </message>
    <message>
        <source>An existing Chinese translation of the post; it becomes the draft, aligned by structure.</source>
        <translation>该文章已有的中文译文；它将成为译稿，并按结构与原文对齐。</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>这是一个文件夹</translation>
    </message>
    <message>
        <source>issue %1: imported %2 source blocks, draft has %3 new blocks
</source>
        <translation>第 %1 期：已导入 %2 个原文块，译稿新增 %3 个块
</translation>
    </message>
    <message>
        <source>List the source blocks instead of the draft&apos;s.</source>
        <translation>列出原文块，而不是译稿块。</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>以 JSON 格式输出。</translation>
    </message>
    <message>
        <source>Project: %1
</source>
        <translation>项目：%1
</translation>
    </message>
    <message>
        <source>The corpus folder (one folder per post with *.md files).</source>
        <translation>语料文件夹（每篇文章一个子文件夹，内含 *.md 文件）。</translation>
    </message>
    <message>
        <source>How many times to run each measurement (the best is kept).</source>
        <translation>每项测量运行的次数（取最好成绩）。</translation>
    </message>
    <message>
        <source>--issue N is required</source>
        <translation>需要 --issue N 参数</translation>
    </message>
    <message>
        <source>no command given; run yiqiao-cli --help</source>
        <translation>未指定命令；请运行 yiqiao-cli --help</translation>
    </message>
    <message>
        <source>cannot write the output: %1</source>
        <translation>无法写出输出：%1</translation>
    </message>
    <message>
        <source>Translation memory sizes to measure lookups at, comma-separated (0: none).</source>
        <translation>测量检索速度的翻译记忆库规模，用逗号分隔（0：不测）。</translation>
    </message>
    <message>
        <source>At most this many lookups per size through translate-toolkit, the reference (0: none).</source>
        <translation>每种规模最多用 translate-toolkit（参照）检索这么多次（0：不测）。</translation>
    </message>
    <message>
        <source>--tm-sizes takes unit counts separated by commas, such as 20000,100000</source>
        <translation>--tm-sizes 取用逗号分隔的单元数，例如 20000,100000</translation>
    </message>
    <message>
        <source>--reference-max-queries takes a number of lookups (0: no reference)</source>
        <translation>--reference-max-queries 取检索次数（0：不测参照）</translation>
    </message>
    <message>
        <source>Termbase size to measure term matching at (0: none).</source>
        <translation>测量术语匹配时术语库的规模（0：不测）。</translation>
    </message>
    <message>
        <source>--terms takes a number of terms (0: no term matching)</source>
        <translation>--terms 取术语数量（0：不测术语匹配）</translation>
    </message>
    <message>
        <source>Skip QA of the corpus&apos;s translations.</source>
        <translation>跳过对语料译文的质量检查。</translation>
    </message>
    <message>
        <source>warning: the revision history could not record this change: %1
</source>
        <translation>警告：修订历史未能记录此次更改：%1
</translation>
    </message>
    <message>
        <source>Skip find and replace over a project of 369 issues.</source>
        <translation>跳过在包含 369 期的项目上测量查找和替换。</translation>
    </message>
    <message>
        <source>Skip the dashboard over a project of 369 issues.</source>
        <translation>跳过 369 期项目的仪表板测量。</translation>
    </message>
    <message>
        <source>Usage:</source>
        <translation>用法：</translation>
    </message>
    <message>
        <source>another yiqiao-cli command has been changing %1 for a minute; try again when it is done</source>
        <translation>另一个 yiqiao-cli 命令已修改 %1 达一分钟之久；请待其完成后再试</translation>
    </message>
    <message>
        <source>Units of the generated TMX file whose import is measured (0: none).</source>
        <translation>计时导入的生成 TMX 文件的单元数（0：不导入）。</translation>
    </message>
    <message>
        <source>--tmx-units takes a number of units (0: no TMX import)</source>
        <translation>--tmx-units 需要一个单元数（0：不导入 TMX）</translation>
    </message>
    <message>
        <source>will not export over the project file %1 or its journal</source>
        <translation>不会覆盖项目文件 %1 或其日志文件</translation>
    </message>
    <message>
        <source>Skip the team server (clone, sync) over a series of 369 issues.</source>
        <translation>跳过 369 期系列的团队服务器测量（克隆、同步）。</translation>
    </message>
    <message>
        <source>Skip the match analysis over a series of 369 issues.</source>
        <translation>跳过 369 期系列的匹配分析测量。</translation>
    </message>
    <message>
        <source>Only draft blocks that meet any of these criteria (docs/cli.md).</source>
        <translation>只列出符合其中任一条件的译稿块（见 docs/cli.md）。</translation>
    </message>
    <message>
        <source>Only draft blocks whose draft or source contains TEXT.</source>
        <translation>只列出译稿或原文含有 TEXT 的译稿块。</translation>
    </message>
    <message>
        <source>--filter and --text select draft blocks: leave out --source</source>
        <translation>--filter 和 --text 筛选的是译稿块：请去掉 --source</translation>
    </message>
    <message>
        <source>Usage: yiqiao-cli COMMAND [options]
  new PROJECT.yiqiao [--name NAME] [--starter]
  import PROJECT --issue N [--title T] [--translation ZH.md] SOURCE.md
  export PROJECT --issue N [--html] [-o OUT] [--force] [--deletion-notes footnotes|end|none] [--no-footer]
         [--no-notes] [--draft|--source] [--author NAME] [--reason TEXT]
         (the finished post; refused while deletions lack a justification; open checklist items are
         a warning, and the export is recorded as an override)
  export PROJECT --issue N --pack DIR   (the environment reproduction pack as files: Dockerfile, requirements.txt,
         run_quick.sh, README.md; without a pack note, one built from the version snapshot)
  blocks PROJECT --issue N [--source] [--json] [--filter NAME,...] [--text TEXT]
  align PROJECT --issue N [--json]
  tm import|export PROJECT FILE.tmx
  tm lookup PROJECT TEXT [--json] [--min 75] [--max 10]
  tm attach|detach PROJECT FILE.tmx    (read-only TMX files)
  tm attached PROJECT [--json]
  pretranslate PROJECT --issue N [--min 75 | --mt] [--json]   (from the memory, or from the machine-translation endpoint)
  propagate PROJECT --issue N [--all-issues] [--dry-run] [--json]   (confirmed translations to identical source
         blocks nobody wrote; exit 0 also when there is nothing to propagate)
  xliff export PROJECT --issue N FILE.xlf [--version 2.0|1.2]
  xliff import PROJECT --issue N FILE.xlf
  terms import PROJECT FILE.csv|FILE.tbx|FILE.md   (term lists, conflict logs, glossaries)
  terms export PROJECT FILE.csv|FILE.tbx [--conflicts]
  terms check PROJECT --issue N [--json]     (term findings in the draft)
  terms find PROJECT QUERY [--json]          (terms, issues and blocks where a term or phrase occurs)
  terms add PROJECT SOURCE [--rendering TEXT]... [--noun-only] [--case-sensitive]
         [--keep-english] [--context REGEX] [--note TEXT]
  terms show PROJECT SOURCE [--json]
  terms restrict PROJECT SOURCE [--noun-only on|off] [--case-sensitive on|off] [--context REGEX] [--json]
  tags PROJECT --issue N [--set &quot;cuda, nccl&quot;] [--json]   (the issue&apos;s tags, for term rules)
  notes PROJECT --issue N [--json]   (the issue&apos;s translator&apos;s notes: block, kind, fields)
  notes PROJECT --issue N --suggest [--json]   (notes the GPU and version catalogues suggest for the source)
  notes PROJECT --templates [--json]   (note kinds with their templates&apos; fields)
  catalog export|import PROJECT gpus|versions|compat FILE.json   (a project&apos;s own catalogue to and from a file)
  catalog status PROJECT [--json]   (each catalogue: shipped or the project&apos;s own, versions)
  catalog keep|take|merge PROJECT gpus|versions|compat   (when the shipped catalogue is newer than the project&apos;s own)
  mt config PROJECT [--endpoint URL --model NAME] [--key-from-stdin] | --clear [--json]   (the machine-translation
         endpoint, OpenAI-compatible; the key comes from YIQIAO_MT_KEY (sent only to YIQIAO_MT_ENDPOINT&apos;s address or
         an endpoint you set) or the desktop keyring (--key-from-stdin keeps it there), never from the project)
  mt suggest PROJECT --issue N --block ID [--json]   (a checked machine suggestion for a source block: its findings
         and the request sent; exit 1 when the endpoint failed or none is configured)
  delete PROJECT --issue N --block ID --reason CATEGORY --why TEXT [--span START,END] [--drop-draft]
         [--author NAME]   (leave source text out)
  deletions PROJECT --issue N [--json]      (the issue&apos;s deletions and the deleted share of prose)
  revisions PROJECT --issue N [--json] [--source]   (the draft&apos;s revisions, newest first; --source: the post&apos;s versions)
  diff PROJECT --issue N A B [--json] [--source [--post K]]   (revision A against B: &apos;- &apos; removed, &apos;+ &apos; added,
         &apos;~ &apos; [-old-]{+new+}; --source: source versions A and B)
  qa PROJECT --issue N [--json] [--all] [--style d2l|huggingface|learned]   (QA findings; exit 1 with errors;
         the learned style by default once learned)
  qa PROJECT --issue N --waive KEY --why TEXT [--author NAME] | --unwaive KEY
  qa-profile export|import PROJECT FILE.json   (typography, checks, severities, own rules and house style as one file)
  style learn PROJECT [PATH ...] [--json]   (learn the house style from the finished or imported issues and
         published *.zh.md files or folders; the project then checks with it)
  style show PROJECT [--json]   (each rule: the house&apos;s habit, its share, cases, whether it fires)
  review PROJECT --issue N [--json]         (statuses, comments, feedback, checklist state)
  review PROJECT --issue N --set confirm|review|approve|reject|reopen --blocks ID,ID --reviewer NAME [--note TEXT]
  review PROJECT --issue N --check|--uncheck KEY --reviewer NAME [--note TEXT]   (manual checklist items)
  review PROJECT --issue N --senior-reviewers NAME,NAME | --confirm-fix REPORT --reviewer NAME
  review PROJECT --issue N --mark-fixed REPORT [--note TEXT] [--by NAME]   (the fixer may not confirm it)
  update PROJECT --issue N NEWSOURCE.md [--json] [--dry-run] [--post K]   (a newer version of the source post:
         what changed, what needs review)
  changes PROJECT --issue N [--json] [--open]   (what source updates changed, and the decisions they wait for)
  changes PROJECT --issue N --done|--drop|--keep ID [--author NAME]
  find PROJECT TEXT [--issue N] [--regex] [--json] [--side draft|source|both] [--whole-word] [--case]
       [--include-code] [--limit N]   (draft and source by default; exit 0 found, 1 none, 2 error)
  replace PROJECT TEXT REPLACEMENT [--issue N] [--regex] [--whole-word] [--case] [--include-code]
          [--author NAME] [--dry-run] [--json]   (in drafts, one undoable batch)
  replace PROJECT --undo BATCH | --batches [--json]
  reuse PROJECT --from N --to M [--notes all|ID,ID] [--link] [--after ID] [--checklist] [--terms] [--json]
         (notes copied or linked, checked checklist items and terms from issue N into issue M)
  reuse PROJECT --sync --issue M [--json]   (linked notes take their originals&apos; changes)
  reuse PROJECT --template-from NOTE_ID --name NAME   (a note made its kind&apos;s template)
  stats PROJECT [--json]
  dashboard PROJECT [--json]   (per issue: progress, deletion ratio, QA, checklist, revisions, English words and
            Chinese characters)
  radar PROJECT [--json] [--png FILE] [--svg FILE] [--chart timeline|share]   (technology radar: each
        dimension&apos;s share per quarter; --json adds the points)
  radar PROJECT --tag N TECH [--dimension NAME] [--aliases A,B] | --untag N TECH | --suggest N [--apply]
  radar PROJECT --date N YYYY-MM-DD|none   (the day issue N was published: the timeline&apos;s date)
  radar PROJECT --dimensions | --add-dimension NAME | --rename-dimension OLD NEW
  scenario PROJECT [--json] | --issue N [--outline NAME]   (reader-scenario outlines; with --issue: insert
         one&apos;s headings into the draft, then move sections under them in the window)
  plain-language PROJECT [--json] | --import FILE.json | --defaults   (jargon and its plain wording: QA hints)
  team publish PROJECT URL [--json] [--print-sql]   (create the team schema on the PostgreSQL server URL,
         postgresql://user@host:port/db, and upload the series; PROJECT becomes a working copy)
  team member add|remove PROJECT LOGIN [--role translator|reviewer|lead]   (LOGIN: an existing PostgreSQL login)
  team clone URL WORKCOPY.yiqiao [--json]   (a new working copy)
  team sync PROJECT [--json]   (push local changes, pull the others&apos;; exit 1 when the server cannot be reached)
  team checkout PROJECT --issue N   (take the issue&apos;s draft; refused, naming the holder, while someone holds it)
  team release PROJECT --issue N   (sync the issue and give it back)
  team status PROJECT [--json]   (members, holders and leases, changes waiting, last sync)
  team terms PROJECT [--json] | --approve ID | --revert ID   (term changes flagged for the lead: one member
         overwrote another&apos;s unseen version; the lead keeps the later one or puts the earlier one back)
  analyze PROJECT --issue N[,N...] [--json] [--csv FILE]   (match analysis: segments, English words and Chinese
          characters per memory band, repetitions, machine pre-translated, deleted; per issue and in total)
  bench [--corpus DIR] [--rounds N] [--terms N] [--tm-sizes N,N,...] [--tmx-units N] [--reference-max-queries N]
        [--no-qa] [--no-find] [--no-dashboard] [--no-team] [--no-analysis]
Run yiqiao-cli COMMAND --help for a command&apos;s options.
</source>
        <translation>用法：yiqiao-cli 命令 [选项]
  new PROJECT.yiqiao [--name NAME] [--starter]
  import PROJECT --issue N [--title T] [--translation ZH.md] SOURCE.md
  export PROJECT --issue N [--html] [-o OUT] [--force] [--deletion-notes footnotes|end|none] [--no-footer]
         [--no-notes] [--draft|--source] [--author NAME] [--reason TEXT]
         （成稿；有删除缺少理由时拒绝导出；检查清单有未完成项时
         给出警告，并记录为强制导出）
  blocks PROJECT --issue N [--source] [--json] [--filter NAME,...] [--text TEXT]
  align PROJECT --issue N [--json]
  tm import|export PROJECT FILE.tmx
  tm lookup PROJECT TEXT [--json] [--min 75] [--max 10]
  tm attach|detach PROJECT FILE.tmx    （只读附加的 TMX 文件）
  tm attached PROJECT [--json]
  pretranslate PROJECT --issue N [--min 75 | --mt] [--json]   （取自翻译记忆库，或取自机器翻译端点）
  propagate PROJECT --issue N [--all-issues] [--dry-run] [--json]   （把已确认的译文传播到无人撰写译稿的
         相同原文块；无可传播时也以 0 退出）
  xliff export PROJECT --issue N FILE.xlf [--version 2.0|1.2]
  xliff import PROJECT --issue N FILE.xlf
  terms import PROJECT FILE.csv|FILE.tbx|FILE.md   （术语表、术语冲突日志、词汇表）
  terms export PROJECT FILE.csv|FILE.tbx [--conflicts]
  terms check PROJECT --issue N [--json]     （译稿中的术语问题）
  terms find PROJECT QUERY [--json]          （术语或词语出现在哪些术语、期和块中）
  terms add PROJECT SOURCE [--rendering TEXT]... [--noun-only] [--case-sensitive]
         [--keep-english] [--context REGEX] [--note TEXT]
  terms show PROJECT SOURCE [--json]
  terms restrict PROJECT SOURCE [--noun-only on|off] [--case-sensitive on|off] [--context REGEX] [--json]
  tags PROJECT --issue N [--set &quot;cuda, nccl&quot;] [--json]   （本期的标签，供术语规则使用）
  notes PROJECT --issue N [--json]   （本期的译者注：所在块、类型、字段）
  notes PROJECT --issue N --suggest [--json]   （GPU 与版本目录为原文建议的译者注）
  notes PROJECT --templates [--json]   （各类译者注及其模板字段）
  mt config PROJECT [--endpoint URL --model NAME] [--key-from-stdin] | --clear [--json]   （机器翻译端点，
         兼容 OpenAI；密钥取自 YIQIAO_MT_KEY（只发往 YIQIAO_MT_ENDPOINT 的地址或你自己设置的端点）
         或桌面密钥环（--key-from-stdin 把密钥存入其中），从不存入项目）
  mt suggest PROJECT --issue N --block ID [--json]   （为一个原文块取得经过检查的机器建议：其发现
         与所发送的请求；端点失败或未配置时退出码为 1）
  delete PROJECT --issue N --block ID --reason CATEGORY --why TEXT [--span START,END] [--drop-draft]
         [--author NAME]   （删去原文内容）
  deletions PROJECT --issue N [--json]      （本期的删除记录和正文删除比例）
  revisions PROJECT --issue N [--json] [--source]   （译稿的修订，最新的在前；--source：原文文章的各个版本）
  diff PROJECT --issue N A B [--json] [--source [--post K]]   （修订 A 与 B 对比：&apos;- &apos; 为删除，&apos;+ &apos; 为新增，
         &apos;~ &apos; 为 [-old-]{+new+}；--source：比较原文版本 A 与 B）
  qa PROJECT --issue N [--json] [--all] [--style d2l|huggingface|learned]   （质量检查问题；有错误时退出码为 1；
         学得风格后默认用学得的风格）
  qa PROJECT --issue N --waive KEY --why TEXT [--author NAME] | --unwaive KEY
  qa-profile export|import PROJECT FILE.json   （排版、检查项、严重程度、自定义规则和本系列风格合为一个文件）
  style learn PROJECT [PATH ...] [--json]   （从已完成或导入的期以及已发表的 *.zh.md 文件或文件夹中学习本系列的
         排版风格；此后项目按它检查）
  style show PROJECT [--json]   （每条规则：本系列的习惯、所占比例、例数、是否触发）
  review PROJECT --issue N [--json]         （状态、批注、读者反馈、检查清单状态）
  review PROJECT --issue N --set confirm|review|approve|reject|reopen --blocks ID,ID --reviewer NAME [--note TEXT]
  review PROJECT --issue N --check|--uncheck KEY --reviewer NAME [--note TEXT]   （人工检查清单项）
  review PROJECT --issue N --senior-reviewers NAME,NAME | --confirm-fix REPORT --reviewer NAME   （资深审校名单；确认修正）
  review PROJECT --issue N --mark-fixed REPORT [--note TEXT] [--by NAME]   （标记已修正；修正者本人不能确认）
  update PROJECT --issue N NEWSOURCE.md [--json] [--dry-run] [--post K]   （原文文章的较新版本：
         哪些内容有变化，哪些需要复核）
  changes PROJECT --issue N [--json] [--open]   （原文更新改动了什么，以及有哪些待做的决定）
  changes PROJECT --issue N --done|--drop|--keep ID [--author NAME]
  find PROJECT TEXT [--issue N] [--regex] [--json] [--side draft|source|both] [--whole-word] [--case]
       [--include-code] [--limit N]   （默认查找译稿和原文；退出码 0 找到，1 未找到，2 出错）
  replace PROJECT TEXT REPLACEMENT [--issue N] [--regex] [--whole-word] [--case] [--include-code]
          [--author NAME] [--dry-run] [--json]   （在译稿中替换，作为一个可撤销的批次）
  replace PROJECT --undo BATCH | --batches [--json]
  reuse PROJECT --from N --to M [--notes all|ID,ID] [--link] [--after ID] [--checklist] [--terms] [--json]
         （把第 N 期的译者注（复制或链接）、已勾选的检查清单项和术语复用到第 M 期）
  reuse PROJECT --sync --issue M [--json]   （已链接的译者注采用原注的更改）
  reuse PROJECT --template-from NOTE_ID --name NAME   （把一条译者注设为同类译者注的模板）
  stats PROJECT [--json]
  dashboard PROJECT [--json]   （每期：进度、删减比例、QA、检查清单、修订次数、英文词数和
            汉字数）
  radar PROJECT [--json] [--png FILE] [--svg FILE] [--chart timeline|share]   （技术雷达：各
        维度每季度的占比；--json 另列出各点）
  radar PROJECT --tag N TECH [--dimension NAME] [--aliases A,B] | --untag N TECH | --suggest N [--apply]
  radar PROJECT --date N YYYY-MM-DD|none   （第 N 期的发布日期：时间轴上的日期）
  radar PROJECT --dimensions | --add-dimension NAME | --rename-dimension OLD NEW
  scenario PROJECT [--json] | --issue N [--outline NAME]   （读者场景大纲；带 --issue：把一个大纲的标题
         插入译文，再在窗口里把各章节移到对应场景下）
  plain-language PROJECT [--json] | --import FILE.json | --defaults   （术语黑话及其通俗说法：质量检查提示）
  team publish PROJECT URL [--json] [--print-sql]   （在 PostgreSQL 服务器 URL（postgresql://user@host:port/db）上
         建立团队架构并上传整个系列；PROJECT 成为工作副本）
  team member add|remove PROJECT LOGIN [--role translator|reviewer|lead]   （LOGIN：已有的 PostgreSQL 登录名）
  team clone URL WORKCOPY.yiqiao [--json]   （新的工作副本）
  team sync PROJECT [--json]   （推送本地更改，拉取他人的更改；连不上服务器时退出码为 1）
  team checkout PROJECT --issue N   （签出该期译稿；他人持有时拒绝并说明持有人）
  team release PROJECT --issue N   （同步该期并交还）
  team status PROJECT [--json]   （成员、持有人与租期、待上传的更改、上次同步）
  analyze PROJECT --issue N[,N...] [--json] [--csv FILE]   （匹配分析：按记忆库匹配档、重复、机器预翻译、已删减统计
          句段、英文词和汉字，分期并合计）
  bench [--corpus DIR] [--rounds N] [--terms N] [--tm-sizes N,N,...] [--tmx-units N] [--reference-max-queries N]
        [--no-qa] [--no-find] [--no-dashboard] [--no-team] [--no-analysis]
运行 yiqiao-cli 命令 --help 查看该命令的选项。
</translation>
    </message>
</context>
<context>
    <name>CliCommand</name>
    <message>
        <source>Print JSON.</source>
        <translation>输出 JSON。</translation>
    </message>
</context>
<context>
    <name>CliLeaseRule</name>
    <message>
        <source>left alone (this working copy does not hold them): issues %1
</source>
        <translation>未改动（此工作副本未持有）：第 %1 期
</translation>
    </message>
</context>
<context>
    <name>CommentBadges</name>
    <message>
        <source>Rejected</source>
        <translation>已退回</translation>
    </message>
</context>
<context>
    <name>CommentRepository</name>
    <message>
        <source>Draft block %1 does not exist.</source>
        <translation>译稿块 %1 不存在。</translation>
    </message>
    <message>
        <source>A comment needs a text.</source>
        <translation>批注需要填写内容。</translation>
    </message>
    <message>
        <source>Comment %1 is a reply: resolve its thread&apos;s first comment, %2.</source>
        <translation>批注 %1 是一条回复：请解决其批注串的第一条批注 %2。</translation>
    </message>
    <message>
        <source>The thread of comment %1 is resolved already.</source>
        <translation>批注 %1 所在的批注串已解决。</translation>
    </message>
    <message>
        <source>Comment %1 is a reply: reopen its thread&apos;s first comment, %2.</source>
        <translation>批注 %1 是一条回复：请重新打开其批注串的第一条批注 %2。</translation>
    </message>
    <message>
        <source>The thread of comment %1 is open already.</source>
        <translation>批注 %1 所在的批注串已处于打开状态。</translation>
    </message>
    <message>
        <source>Comment %1 does not exist.</source>
        <translation>批注 %1 不存在。</translation>
    </message>
</context>
<context>
    <name>CommentTreeModel</name>
    <message>
        <source>Resolved by %1 on %2.</source>
        <translation>由 %1 于 %2 解决。</translation>
    </message>
    <message>
        <source>Resolved by %1 on %2: %3</source>
        <translation>由 %1 于 %2 解决：%3</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>作者</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>批注</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
</context>
<context>
    <name>CompatCatalog</name>
    <message>
        <source>Entry %1 of the compatibility catalogue repeats the id &quot;%2&quot;.</source>
        <translation>兼容性目录第 %1 项的 id “%2”与前面的项重复。</translation>
    </message>
    <message>
        <source>Entry %1 of the compatibility catalogue has no id.</source>
        <translation>兼容性目录第 %1 项没有 id。</translation>
    </message>
    <message>
        <source>Entry %1 of the compatibility catalogue has no source link (http:// or https://).</source>
        <translation>兼容性目录第 %1 项没有来源链接（http:// 或 https://）。</translation>
    </message>
    <message>
        <source>Entry %1 of the compatibility catalogue (symbol) needs a package, a symbol and a version it was deprecated or removed in, like &quot;4.0.0&quot;.</source>
        <translation>兼容性目录第 %1 项（symbol）需要包名、符号，以及弃用或移除它的版本，如“4.0.0”。</translation>
    </message>
    <message>
        <source>Entry %1 of the compatibility catalogue (series) has a row that is not one version per package.</source>
        <translation>兼容性目录第 %1 项（series）有一行不是每个包各一个版本。</translation>
    </message>
    <message>
        <source>Entry %1 of the compatibility catalogue (series) needs two packages or more and rows.</source>
        <translation>兼容性目录第 %1 项（series）需要至少两个包和若干行。</translation>
    </message>
    <message>
        <source>Entry %1 of the compatibility catalogue (requires) needs a package, since, requires and minimum.</source>
        <translation>兼容性目录第 %1 项（requires）需要 package、since、requires 和 minimum。</translation>
    </message>
    <message>
        <source>Entry %1 of the compatibility catalogue has an unknown kind &quot;%2&quot; (symbol, series or requires).</source>
        <translation>兼容性目录第 %1 项的类型“%2”未知（应为 symbol、series 或 requires）。</translation>
    </message>
</context>
<context>
    <name>CorpusBenchmark</name>
    <message>
        <source>cannot read %1</source>
        <translation>无法读取 %1</translation>
    </message>
    <message>
        <source>no *.md files under %1</source>
        <translation>%1 下没有 *.md 文件</translation>
    </message>
    <message>
        <source>corpus: %1 files, %2 bytes, best of %3 rounds
</source>
        <translation>语料：%1 个文件，%2 字节，%3 轮中的最好成绩
</translation>
    </message>
    <message>
        <source>parse (cmark-gfm, split in blocks)</source>
        <translation>解析（cmark-gfm，切分为块）</translation>
    </message>
    <message>
        <source>import (parse + write project)</source>
        <translation>导入（解析并写入项目）</translation>
    </message>
    <message>
        <source>export draft (from project)</source>
        <translation>导出译稿（从项目）</translation>
    </message>
    <message>
        <source>export source (from project)</source>
        <translation>导出原文（从项目）</translation>
    </message>
    <message>
        <source>round trip: %1 of %2 exports byte-exact
</source>
        <translation>往返：%2 次导出中有 %1 次逐字节一致
</translation>
    </message>
    <message numerus="yes">
        <source>%n export(s) differ from the imported file</source>
        <translation>
            <numerusform>%n 次导出与导入的文件不一致</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DashboardBenchmark</name>
    <message>
        <source>no */source.en.md under %1</source>
        <translation>%1 下没有 */source.en.md</translation>
    </message>
    <message>
        <source>Dashboard over a project of %1 issues (corpus posts and their translations imported again and again)
</source>
        <translation>%1 期项目的仪表板（语料原文及其译文反复导入）
</translation>
    </message>
    <message>
        <source>issues listed (rows shown): %1 ms; first row computed: %2 ms; all rows computed: %3 ms (%4 ms per issue)
</source>
        <translation>列出各期（显示行）：%1 毫秒；算出第一行：%2 毫秒；算出所有行：%3 毫秒（每期 %4 毫秒）
</translation>
    </message>
    <message>
        <source>refresh after one issue changed: %1 ms (%2 row computed again)
</source>
        <translation>一期改动后刷新：%1 毫秒（重算 %2 行）
</translation>
    </message>
</context>
<context>
    <name>DashboardCommand</name>
    <message>
        <source>translated %1/%2, reviewed %3, approved %4 blocks; %5 Chinese characters, %6 English words; deleted %7% (target %8%); QA %9 errors, %10 warnings; checklist %11 of %12 open; %13 revisions; updated %14</source>
        <translation>已译 %1/%2，已审 %3，已批准 %4 块；汉字 %5，英文词 %6；删减 %7%（目标 %8%）；QA 错误 %9、警告 %10；检查清单 %12 项中 %11 项未完成；修订 %13 次；更新于 %14</translation>
    </message>
    <message>
        <source>#%1 %2: %3</source>
        <translation>第 %1 期 %2：%3</translation>
    </message>
    <message numerus="yes">
        <source>%n issue(s): %1 English words, %2 Chinese characters (%3 Latin words in the drafts), %4 of %5 blocks approved</source>
        <translation>
            <numerusform>%n 期：英文词 %1，汉字 %2（译稿中拉丁字母词 %3），%5 块中已批准 %4 块</numerusform>
        </translation>
    </message>
    <message>
        <source>; pre-translated, not confirmed: %1 from the memory, %2 by the machine</source>
        <translation>；预翻译未确认：记忆库 %1 块，机器 %2 块</translation>
    </message>
</context>
<context>
    <name>DashboardController</name>
    <message>
        <source>The dashboard could not read the issues: %1</source>
        <translation>仪表板无法读取各期：%1</translation>
    </message>
    <message>
        <source>The dashboard could not open the project: %1</source>
        <translation>仪表板无法打开项目：%1</translation>
    </message>
</context>
<context>
    <name>DashboardModel</name>
    <message>
        <source>%1% (%2/%3)</source>
        <translation>%1%（%2/%3）</translation>
    </message>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>%1% / %2%</source>
        <translation>%1% / %2%</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 of %2 draft blocks translated, %3 of %4 Chinese characters</source>
        <translation>译稿 %2 块中已译 %1 块，汉字 %4 个中 %3 个</translation>
    </message>
    <message>
        <source>%1 of %2 draft blocks reviewed, %3 of %4 Chinese characters</source>
        <translation>译稿 %2 块中已审 %1 块，汉字 %4 个中 %3 个</translation>
    </message>
    <message>
        <source>%1 of %2 draft blocks approved, %3 of %4 Chinese characters</source>
        <translation>译稿 %2 块中已批准 %1 块，汉字 %4 个中 %3 个</translation>
    </message>
    <message>
        <source>Deleted share of prose reaches the target</source>
        <translation>正文删减比例已达目标</translation>
    </message>
    <message>
        <source>Deleted share of prose is below the target</source>
        <translation>正文删减比例低于目标</translation>
    </message>
    <message>
        <source>Chinese characters of the draft (no punctuation, spaces or digits); %1 Latin words besides</source>
        <translation>译稿的汉字数（不含标点、空格和数字）；另有拉丁字母词 %1 个</translation>
    </message>
    <message>
        <source>English words of the source post, code and link targets not counted</source>
        <translation>原文的英文词数，不计代码和链接地址</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>期号</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Translated</source>
        <translation>已译</translation>
    </message>
    <message>
        <source>Reviewed</source>
        <translation>已审</translation>
    </message>
    <message>
        <source>Approved</source>
        <translation>已批准</translation>
    </message>
    <message>
        <source>Deleted / target</source>
        <translation>删减 / 目标</translation>
    </message>
    <message>
        <source>QA errors</source>
        <translation>QA 错误</translation>
    </message>
    <message>
        <source>QA warnings</source>
        <translation>QA 警告</translation>
    </message>
    <message>
        <source>Checklist open</source>
        <translation>清单未完成</translation>
    </message>
    <message>
        <source>Revisions</source>
        <translation>修订</translation>
    </message>
    <message>
        <source>Last update</source>
        <translation>最近更新</translation>
    </message>
    <message>
        <source>English words</source>
        <translation>英文词</translation>
    </message>
    <message>
        <source>Chinese characters</source>
        <translation>汉字</translation>
    </message>
    <message>
        <source>Draft blocks translated, reviewed or approved, of all draft blocks. The issue list&apos;s Progress weighs the source by its characters instead.</source>
        <translation>已翻译、已审或已批准的译稿块占全部译稿块的比例。期列表的“进度”则按原文字符数计算。</translation>
    </message>
    <message>
        <source>%1 draft blocks pre-translated from the memory and %2 by the machine, not yet confirmed</source>
        <translation>%1 个译文块由翻译记忆库预翻译、%2 个由机器预翻译，尚未确认</translation>
    </message>
    <message>
        <source>Pre-translated (memory / machine)</source>
        <translation>预翻译（记忆库 / 机器）</translation>
    </message>
</context>
<context>
    <name>DashboardView</name>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>Compute every issue&apos;s figures again</source>
        <translation>重新计算每一期的数字</translation>
    </message>
    <message numerus="yes">
        <source>Computing %1 of %n issue(s)…</source>
        <translation>
            <numerusform>正在计算第 %1 期，共 %n 期…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n issue(s) · %1 English words · %2 Chinese characters · %3 of %4 blocks approved</source>
        <translation>
            <numerusform>%n 期 · 英文词 %1 · 汉字 %2 · %4 块中已批准 %3 块</numerusform>
        </translation>
    </message>
    <message>
        <source>Chinese characters: CJK ideographs of the drafts, without punctuation, spaces or digits; English words: of the source posts, without code and link targets; %1 Latin words inside the drafts besides</source>
        <translation>汉字：译稿中的中日韩表意文字，不含标点、空格和数字；英文词：原文中的词，不含代码和链接地址；另有译稿中的拉丁字母词 %1 个</translation>
    </message>
</context>
<context>
    <name>DeletionCommand</name>
    <message>
        <source>The source block&apos;s id (see blocks --source).</source>
        <translation>原文块的 ID（见 blocks --source）。</translation>
    </message>
    <message>
        <source>outdated_example, region_specific, theory_derivation, duplicate or other (dashes for underscores work too), or the category&apos;s name as the window shows it.</source>
        <translation>outdated_example、region_specific、theory_derivation、duplicate 或 other（下划线也可写作连字符），也可以用窗口中显示的类别名称。</translation>
    </message>
    <message>
        <source>The justification: one sentence on why the text is left out.</source>
        <translation>删除理由：用一句话说明为什么删去这段文字。</translation>
    </message>
    <message>
        <source>Only this part of the block&apos;s text (UTF-16 offsets, end excluded).</source>
        <translation>只删除块文本中的这一段（UTF-16 偏移，不含结尾）。</translation>
    </message>
    <message>
        <source>Who decided it.</source>
        <translation>由谁决定。</translation>
    </message>
    <message>
        <source>--%1 is required</source>
        <translation>必须提供 --%1</translation>
    </message>
    <message>
        <source>--block needs a block id, not &apos;%1&apos;</source>
        <translation>--block 需要块 ID，而不是“%1”</translation>
    </message>
    <message>
        <source>--span needs START,END (two offsets), not &apos;%1&apos;</source>
        <translation>--span 需要 START,END（两个偏移），而不是“%1”</translation>
    </message>
    <message>
        <source>--why needs a justification: say in a sentence why the text is left out</source>
        <translation>--why 需要删除理由：用一句话说明为什么删去这段文字</translation>
    </message>
    <message>
        <source>(no justification)</source>
        <translation>（无理由）</translation>
    </message>
    <message numerus="yes">
        <source>%n deletion(s) without justification: export refuses them until they have one.</source>
        <translation>
            <numerusform>%n 处删除没有理由：补上理由之前，导出会拒绝它们。</numerusform>
        </translation>
    </message>
    <message>
        <source>Also take out of the draft the blocks that translate nothing but deleted text.</source>
        <translation>同时从译稿中移除只翻译了被删内容的块。</translation>
    </message>
    <message>
        <source>translation of deleted text removed</source>
        <translation>移除了已删除文字的译文</translation>
    </message>
    <message>
        <source>unknown --reason &apos;%1&apos;; use outdated_example, region_specific, theory_derivation, duplicate or other (or %2)</source>
        <translation>未知的 --reason “%1”；请使用 outdated_example、region_specific、theory_derivation、duplicate 或 other（或 %2）</translation>
    </message>
</context>
<context>
    <name>DeletionController</name>
    <message>
        <source>Deleted from the translation, without a justification yet: it is flagged until it has one.</source>
        <translation>已从译文中删除，但尚无理由：补上理由之前会一直标记。</translation>
    </message>
    <message>
        <source>Deleted from the translation.</source>
        <translation>已从译文中删除。</translation>
    </message>
    <message>
        <source>Open an issue first.</source>
        <translation>请先打开一期。</translation>
    </message>
    <message>
        <source>Put the source cursor in a block, or select the blocks or the text to delete.</source>
        <translation>请把原文光标放在某个块中，或选中要删除的块或文字。</translation>
    </message>
    <message numerus="yes">
        <source>%n deletion(s) undone: the text counts as untranslated again.</source>
        <translation>
            <numerusform>已撤销 %n 处删除：这些文字重新计为未翻译。</numerusform>
        </translation>
    </message>
    <message>
        <source>Deleted (%1): %2</source>
        <translation>已删除（%1）：%2</translation>
    </message>
    <message>
        <source>Deleted (%1), without a justification yet</source>
        <translation>已删除（%1），尚无理由</translation>
    </message>
</context>
<context>
    <name>DeletionDialog</name>
    <message>
        <source>Without a justification the deletion is flagged, and export refuses it until you add one.</source>
        <translation>没有理由的删除会被标记，补上理由之前导出会拒绝它。</translation>
    </message>
    <message>
        <source>Delete from Translation</source>
        <translation>从译文中删除</translation>
    </message>
    <message>
        <source>Why Chinese readers do not need this, in one sentence; e.g. the example uses a US-only payment service.</source>
        <translation>用一句话说明中文读者为什么不需要这段内容；例如：示例使用了仅限美国的支付服务。</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Reason:</source>
        <translation>原因：</translation>
    </message>
    <message>
        <source>Justification:</source>
        <translation>理由：</translation>
    </message>
    <message numerus="yes">
        <source>Also remove the %n draft block(s) that translate only what is deleted</source>
        <translation>
            <numerusform>同时移除只翻译了被删内容的 %n 个译稿块</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n source block(s), %1 characters</source>
        <translation>
            <numerusform>%n 个原文块，%1 个字符</numerusform>
        </translation>
    </message>
    <message>
        <source>Part of block #%1: “%2”</source>
        <translation>块 #%1 的一部分：“%2”</translation>
    </message>
</context>
<context>
    <name>DeletionGauge</name>
    <message>
        <source>Deleted %1 (target %2)</source>
        <translation>已删除 %1（目标 %2）</translation>
    </message>
    <message>
        <source>Code: %1 of %2 characters deleted</source>
        <translation>代码：%2 个字符中删去 %1 个</translation>
    </message>
</context>
<context>
    <name>DeletionListModel</name>
    <message>
        <source>Block</source>
        <translation>块</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Justification</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Deleted text</source>
        <translation>删除的文字</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>字符数</translation>
    </message>
    <message>
        <source>#%1 %2</source>
        <translation>#%1 %2</translation>
    </message>
    <message>
        <source>#%1 %2, part</source>
        <translation>#%1 %2（部分）</translation>
    </message>
    <message>
        <source>No justification: export refuses this deletion until you add one.</source>
        <translation>没有理由：补上理由之前，导出会拒绝这处删除。</translation>
    </message>
    <message>
        <source>Code characters (not counted in the deletion ratio)</source>
        <translation>代码字符数（不计入删除比例）</translation>
    </message>
    <message>
        <source>Letters and digits (counted in the deletion ratio)</source>
        <translation>字母和数字数（计入删除比例）</translation>
    </message>
    <message>
        <source>paragraph</source>
        <translation>段落</translation>
    </message>
    <message>
        <source>heading</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>list item</source>
        <translation>列表项</translation>
    </message>
    <message>
        <source>code</source>
        <translation>代码</translation>
    </message>
    <message>
        <source>table</source>
        <translation>表格</translation>
    </message>
    <message>
        <source>HTML</source>
        <translation>HTML</translation>
    </message>
    <message>
        <source>component</source>
        <translation>组件</translation>
    </message>
    <message>
        <source>quote</source>
        <translation>引文</translation>
    </message>
    <message>
        <source>front matter</source>
        <translation>前置元数据</translation>
    </message>
    <message>
        <source>math</source>
        <translation>公式</translation>
    </message>
    <message>
        <source>rule</source>
        <translation>分隔线</translation>
    </message>
    <message>
        <source>references</source>
        <translation>链接引用定义</translation>
    </message>
    <message>
        <source>Source changed, recheck: a source update changed this block&apos;s text. Is the deletion still right?</source>
        <translation>原文已改，请复核：一次原文更新修改了此块的文字。这处删除是否仍然合适？</translation>
    </message>
</context>
<context>
    <name>DeletionPane</name>
    <message>
        <source>No deletions in this issue. Select source blocks and choose Delete from Translation… (Ctrl+Shift+D)</source>
        <translation>本期没有删除。选中原文块后选择“从译文中删除…”（Ctrl+Shift+D）</translation>
    </message>
    <message>
        <source>Undo Deletion</source>
        <translation>撤销删除</translation>
    </message>
    <message>
        <source>Translate the selected passages again (Delete)</source>
        <translation>重新翻译选中的段落（Delete 键）</translation>
    </message>
    <message>
        <source>Edit Justification</source>
        <translation>编辑理由</translation>
    </message>
    <message>
        <source>Edit the justification of the current deletion (F2)</source>
        <translation>编辑当前删除的理由（F2）</translation>
    </message>
    <message numerus="yes">
        <source>%n deletion(s) without a justification</source>
        <translation>
            <numerusform>%n 处删除没有理由</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deletion(s) to recheck: their source changed</source>
        <translation>
            <numerusform>%n 处删除需复核：其原文已更改</numerusform>
        </translation>
    </message>
    <message>
        <source>Rechecked</source>
        <translation>已复核</translation>
    </message>
    <message>
        <source>The deletion still fits the changed source: clear the flag</source>
        <translation>这处删除仍适用于更改后的原文：清除标记</translation>
    </message>
    <message>
        <source>%1 · source changed, recheck</source>
        <translation>%1 · 原文已改，请复核</translation>
    </message>
    <message>
        <source>No justification</source>
        <translation>无理由</translation>
    </message>
</context>
<context>
    <name>DeletionRatio</name>
    <message>
        <source>deleted %1% of prose (%2 of %3 characters), target %4%; code: %5 of %6 characters</source>
        <translation>正文删除 %1%（%3 个字符中删去 %2 个），目标 %4%；代码：%6 个字符中删去 %5 个</translation>
    </message>
</context>
<context>
    <name>DeletionReasons</name>
    <message>
        <source>Outdated example</source>
        <translation>过时示例</translation>
    </message>
    <message>
        <source>Region-specific</source>
        <translation>地域限定</translation>
    </message>
    <message>
        <source>Theory derivation</source>
        <translation>理论推导</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>重复内容</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
</context>
<context>
    <name>DeletionRepository</name>
    <message>
        <source>block %1 (“%2”)</source>
        <translation>块 %1（“%2”）</translation>
    </message>
    <message>
        <source>Source block %1 is not a block of this issue.</source>
        <translation>原文块 %1 不属于本期。</translation>
    </message>
    <message>
        <source>Source %1 is deleted whole already.</source>
        <translation>原文%1已被整块删除。</translation>
    </message>
    <message>
        <source>The span %1–%2 is empty or outside the text of %3 (%4 characters).</source>
        <translation>范围 %1–%2 为空，或超出了%3的文本（共 %4 个字符）。</translation>
    </message>
    <message>
        <source>Deletion %1 does not exist.</source>
        <translation>删除记录 %1 不存在。</translation>
    </message>
    <message>
        <source>Part of source %1 is deleted already: undo that deletion before deleting the whole block.</source>
        <translation>原文%1已有部分被删除：请先撤销那处删除，再删除整个块。</translation>
    </message>
    <message>
        <source>The span %1–%2 overlaps the deleted span %3–%4 of %5.</source>
        <translation>范围 %1–%2 与%5中已删除的范围 %3–%4 重叠。</translation>
    </message>
    <message>
        <source>The span %1–%2 cuts a character or a line break of %3 in two.</source>
        <translation>范围 %1–%2 把%3中的一个字符或换行切成了两半。</translation>
    </message>
</context>
<context>
    <name>DemoProject</name>
    <message>
        <source>The demo post is missing from this build.</source>
        <translation>此版本缺少示例文章。</translation>
    </message>
    <message>
        <source>Demo: diffusers documentation</source>
        <translation>示例：diffusers 文档</translation>
    </message>
    <message>
        <source>Token merging (ToMe)</source>
        <translation>令牌合并（ToMe）</translation>
    </message>
    <message>
        <source>Core ML</source>
        <translation>Core ML</translation>
    </message>
    <message>
        <source>in CUDA programming</source>
        <translation>出现在CUDA编程上下文中</translation>
    </message>
    <message>
        <source>describing Linux system calls</source>
        <translation>出现在Linux系统调用描述中</translation>
    </message>
</context>
<context>
    <name>DraftConflictBar</name>
    <message>
        <source>&amp;Keep My Version</source>
        <translation>保留我的版本(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Load the Other Version</source>
        <translation>载入另一版本(&amp;L)</translation>
    </message>
    <message>
        <source>Another program saved a change to this draft while you were editing it: your edits are not saved yet. Choose which version goes on; the other one is kept in the revision history.</source>
        <translation>在你编辑期间，另一个程序保存了对本译稿的修改：你的修改尚未保存。请选择保留哪个版本；另一个版本会留在修订历史中。</translation>
    </message>
    <message>
        <source>Save the text in the editor over the other change; the other version goes into the revision history</source>
        <translation>用编辑器中的文本覆盖另一处修改；另一个版本存入修订历史</translation>
    </message>
    <message>
        <source>Show the other program&apos;s version; the text in the editor goes into the revision history</source>
        <translation>显示另一个程序保存的版本；编辑器中的文本存入修订历史</translation>
    </message>
    <message>
        <source>&amp;Check Out and Keep Mine</source>
        <translation>签出并保留我的版本(&amp;C)</translation>
    </message>
    <message>
        <source>Take the issue back and make your version its draft again; the team&apos;s version goes into the revision history</source>
        <translation>重新签出本期，让你的版本重新成为草稿；团队的版本存入修订历史</translation>
    </message>
    <message>
        <source>Keep &amp;Theirs</source>
        <translation>保留对方版本(&amp;T)</translation>
    </message>
    <message>
        <source>The team&apos;s version stays; yours stays in the revision history, where you can compare the two</source>
        <translation>保留团队的版本；你的版本留在修订历史中，可在那里对比两者</translation>
    </message>
</context>
<context>
    <name>DraftConflictController</name>
    <message>
        <source>Changed by another program; replaced by the version edited in the window</source>
        <translation>由另一个程序修改；已被窗口中编辑的版本取代</translation>
    </message>
    <message>
        <source>The other version could not be kept in the revision history, so nothing was changed: %1</source>
        <translation>另一个版本无法存入修订历史，因此未做任何更改：%1</translation>
    </message>
    <message>
        <source>Your version is saved; the other program&apos;s version is in the revision history.</source>
        <translation>你的版本已保存；另一个程序的版本在修订历史中。</translation>
    </message>
    <message>
        <source>Edited in the window; replaced by the version another program saved</source>
        <translation>在窗口中编辑；已被另一个程序保存的版本取代</translation>
    </message>
    <message>
        <source>Your version could not be kept in the revision history, so nothing was changed: %1</source>
        <translation>你的版本无法存入修订历史，因此未做任何更改：%1</translation>
    </message>
    <message>
        <source>The other program&apos;s version is shown; yours is in the revision history.</source>
        <translation>已显示另一个程序的版本；你的版本在修订历史中。</translation>
    </message>
</context>
<context>
    <name>DraftJournal</name>
    <message>
        <source>cannot rename %1: %2</source>
        <translation>无法重命名 %1：%2</translation>
    </message>
    <message>
        <source>cannot rename %1: too many kept journals beside it</source>
        <translation>无法重命名 %1：它旁边保留的日志太多了</translation>
    </message>
</context>
<context>
    <name>DraftJournalController</name>
    <message>
        <source>Edits are not journaled as you type (%1); autosave still saves them within a second.</source>
        <translation>输入时的修改没有写入编辑日志（%1）；自动保存仍会在一秒内保存它们。</translation>
    </message>
</context>
<context>
    <name>DraftJournalReader</name>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>it is larger than %1 MB, which no journal of a draft is</source>
        <translation>它大于 %1 MB，不可能是译稿的编辑日志</translation>
    </message>
    <message>
        <source>its record %1 does not fit the draft before it</source>
        <translation>其中第 %1 条记录与之前的译稿对不上</translation>
    </message>
    <message>
        <source>it is not a Yiqiao edit journal</source>
        <translation>它不是译桥的编辑日志</translation>
    </message>
    <message>
        <source>its header is damaged</source>
        <translation>其文件头已损坏</translation>
    </message>
    <message>
        <source>it was written by a newer Yiqiao (journal format %1; this version reads format %2)</source>
        <translation>它由更新版本的译桥写入（日志格式 %1；本版本读取格式 %2）</translation>
    </message>
</context>
<context>
    <name>DraftJournalRecovery</name>
    <message>
        <source>issue %1</source>
        <translation>第 %1 期</translation>
    </message>
    <message>
        <source>the issue with id %1</source>
        <translation>编号为 %1 的期</translation>
    </message>
    <message>
        <source>The unsaved edits of %1 in %2 were not recovered: %3.</source>
        <translation>%2 中%1未保存的修改没有恢复：%3。</translation>
    </message>
    <message>
        <source>The journal %1 could not be removed: %2.</source>
        <translation>无法删除日志 %1：%2。</translation>
    </message>
    <message>
        <source>it belongs to another issue</source>
        <translation>它属于另一期</translation>
    </message>
    <message>
        <source>the issue is no longer in the project</source>
        <translation>该期已不在项目中</translation>
    </message>
    <message>
        <source>The last edit in it was cut short and is left out.</source>
        <translation>其中最后一次修改写入不完整，已略去。</translation>
    </message>
    <message>
        <source>Recovered after Yiqiao stopped</source>
        <translation>译桥意外停止后恢复</translation>
    </message>
    <message>
        <source>The revision history could not record them: %1</source>
        <translation>修订历史未能记录这些修改：%1</translation>
    </message>
    <message numerus="yes">
        <source>Recovered %n edit(s) to %1 that were not saved yet when Yiqiao stopped.</source>
        <translation>
            <numerusform>已恢复%1在译桥停止时尚未保存的 %n 处修改。</numerusform>
        </translation>
    </message>
    <message>
        <source>Edits recovered after Yiqiao stopped, not applied</source>
        <translation>译桥意外停止后恢复的修改，未应用</translation>
    </message>
    <message numerus="yes">
        <source>The draft of %1 was changed after Yiqiao stopped, so %n edit(s) not saved at that moment were not applied over the change; the draft with them is revision %2 in its history.</source>
        <translation>
            <numerusform>%1的译稿在译桥停止后被修改过，因此当时尚未保存的 %n 处修改没有覆盖到该修改之上；含这些修改的译稿是其修订历史中的第 %2 版。</numerusform>
        </translation>
    </message>
    <message>
        <source>It is kept as %1.</source>
        <translation>已保留为 %1。</translation>
    </message>
</context>
<context>
    <name>DraftJournalWriter</name>
    <message>
        <source>cannot remove %1: %2</source>
        <translation>无法删除 %1：%2</translation>
    </message>
    <message>
        <source>cannot create %1: %2</source>
        <translation>无法创建 %1：%2</translation>
    </message>
    <message>
        <source>cannot write to %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>DraftLoader</name>
    <message>
        <source>The issue is no longer in this project.</source>
        <translation>该期已不在此项目中。</translation>
    </message>
</context>
<context>
    <name>DraftOutlineModel</name>
    <message numerus="yes">
        <source>%1 · aligned to %n source block(s)</source>
        <translation>
            <numerusform>%1 · 对齐到 %n 个原文块</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DraftSession</name>
    <message>
        <source>The draft could not be saved: %1</source>
        <translation>无法保存译稿：%1</translation>
    </message>
    <message>
        <source>There is no such block in the draft.</source>
        <translation>译稿中没有这个块。</translation>
    </message>
    <message>
        <source>Unknown review status: %1</source>
        <translation>未知的审校状态：%1</translation>
    </message>
    <message>
        <source>There is no such block in the source post.</source>
        <translation>原文中没有这个块。</translation>
    </message>
    <message>
        <source>Another program changed this issue&apos;s draft after it was opened here, so your changes were not saved over it.</source>
        <translation>本期译稿在此打开后被另一个程序修改过，因此你的修改没有覆盖保存。</translation>
    </message>
</context>
<context>
    <name>ExportCommand</name>
    <message>
        <source>--draft and --source exclude each other</source>
        <translation>--draft 与 --source 不能同时使用</translation>
    </message>
    <message>
        <source>Write an HTML document (code highlighted where the build can) instead of markdown.</source>
        <translation>写出 HTML 文档（构建支持时会高亮代码），而不是 Markdown。</translation>
    </message>
    <message>
        <source>Write to this file instead of stdout.</source>
        <translation>写入此文件，而不是标准输出。</translation>
    </message>
    <message>
        <source>Export even though deletions lack a justification.</source>
        <translation>即使有删除缺少理由也照样导出。</translation>
    </message>
    <message>
        <source>How deletions are explained: footnotes, end (a section at the end) or none.</source>
        <translation>删除的说明方式：footnotes（脚注）、end（文末单独一节）或 none（不说明）。</translation>
    </message>
    <message>
        <source>Leave out the revision footer.</source>
        <translation>不附修订信息页脚。</translation>
    </message>
    <message>
        <source>Leave out the translator&apos;s notes.</source>
        <translation>不含译者注。</translation>
    </message>
    <message>
        <source>Export the draft as stored: no deletion notes, no footer.</source>
        <translation>按存储原样导出译稿：不附删除说明，也不附页脚。</translation>
    </message>
    <message>
        <source>Export the source post as imported instead of the draft.</source>
        <translation>导出导入时的原文，而不是译稿。</translation>
    </message>
    <message>
        <source>unknown --deletion-notes &apos;%1&apos;; use footnotes, end or none</source>
        <translation>未知的 --deletion-notes“%1”；请使用 footnotes、end 或 none</translation>
    </message>
    <message numerus="yes">
        <source>issue %1 not exported: %n deletion(s) without a justification (--force exports anyway):</source>
        <translation>
            <numerusform>第 %1 期未导出：%n 处删除没有理由（--force 可强制导出）：</numerusform>
        </translation>
    </message>
    <message>
        <source>Who exports while checklist items are open (recorded; default: the system user).</source>
        <translation>在检查清单仍有未完成项时执行导出的人（会记录；默认：系统用户）。</translation>
    </message>
    <message>
        <source>Why the post is exported while checklist items are open (recorded).</source>
        <translation>在检查清单仍有未完成项时导出文章的理由（会记录）。</translation>
    </message>
    <message>
        <source>yiqiao-cli: warning: the checklist could not be evaluated: %1
</source>
        <translation>yiqiao-cli：警告：无法评估检查清单：%1
</translation>
    </message>
    <message numerus="yes">
        <source>yiqiao-cli: warning: issue %1 exported with %n checklist item(s) open:
</source>
        <translation>
            <numerusform>yiqiao-cli：警告：第 %1 期导出时检查清单仍有 %n 项未完成：
</numerusform>
        </translation>
    </message>
    <message>
        <source>yiqiao-cli: warning: the override was not recorded: %1
</source>
        <translation>yiqiao-cli：警告：未能记录强制导出：%1
</translation>
    </message>
    <message>
        <source>--pack writes a folder of its own: leave out -o, --html, --draft and --source</source>
        <translation>--pack 写入单独的文件夹：请去掉 -o、--html、--draft 和 --source</translation>
    </message>
    <message>
        <source>Write the issue&apos;s environment reproduction pack (Dockerfile, requirements.txt, run_quick.sh, README.md) into DIR instead.</source>
        <translation>改为把该期的环境复现包（Dockerfile、requirements.txt、run_quick.sh、README.md）写入 DIR。</translation>
    </message>
    <message>
        <source>yiqiao-cli: issue %1 has no reproduction pack note: the pack is built from its version snapshot
</source>
        <translation>yiqiao-cli：第 %1 期没有环境复现包译者注：复现包按其版本快照生成
</translation>
    </message>
</context>
<context>
    <name>ExportController</name>
    <message>
        <source>Open an issue first.</source>
        <translation>请先打开一期。</translation>
    </message>
    <message>
        <source>The issue could not be read.</source>
        <translation>无法读取该期。</translation>
    </message>
    <message>
        <source>Exported issue %1 to %2</source>
        <translation>已将第 %1 期导出到 %2</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>The checklist could not be evaluated: %1</source>
        <translation>无法评估检查清单：%1</translation>
    </message>
    <message>
        <source>Exported with open checklist items; the project is read-only, so this was not recorded.</source>
        <translation>已在检查清单有未完成项的情况下导出；项目为只读，因此未记录此次导出。</translation>
    </message>
    <message>
        <source>The export override could not be recorded: %1</source>
        <translation>无法记录强制导出：%1</translation>
    </message>
    <message>
        <source>Reproduction pack built from the version snapshot and written to %1</source>
        <translation>已按版本快照生成环境复现包并写入 %1</translation>
    </message>
    <message>
        <source>Reproduction pack written to %1</source>
        <translation>环境复现包已写入 %1</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export Finished Post</source>
        <translation>导出成稿</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Markdown</source>
        <translation>Markdown</translation>
    </message>
    <message>
        <source>HTML</source>
        <translation>HTML</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>格式(&amp;F)：</translation>
    </message>
    <message>
        <source>Footnotes</source>
        <translation>脚注</translation>
    </message>
    <message>
        <source>Section at the end</source>
        <translation>文末单独一节</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>&amp;Deletion notes:</source>
        <translation>删除说明(&amp;D)：</translation>
    </message>
    <message>
        <source>Section &amp;title:</source>
        <translation>节标题(&amp;T)：</translation>
    </message>
    <message>
        <source>Revision &amp;footer:</source>
        <translation>修订页脚(&amp;F)：</translation>
    </message>
    <message>
        <source>{date} is the date of the last change, {revisions} the number of revisions.</source>
        <translation>{date} 为最后修改日期，{revisions} 为修订次数。</translation>
    </message>
    <message>
        <source>Include translator&apos;s &amp;notes</source>
        <translation>包含译者注(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Output file:</source>
        <translation>输出文件(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>These deletions have no justification yet:</source>
        <translation>以下删除尚无理由：</translation>
    </message>
    <message>
        <source>Export &amp;anyway</source>
        <translation>仍然导出(&amp;A)</translation>
    </message>
    <message>
        <source>HTML files (*.html *.htm)</source>
        <translation>HTML 文件 (*.html *.htm)</translation>
    </message>
    <message>
        <source>Markdown files (*.md *.markdown)</source>
        <translation>Markdown 文件 (*.md *.markdown)</translation>
    </message>
    <message>
        <source>Export To</source>
        <translation>导出到</translation>
    </message>
    <message>
        <source>These checklist items are still open:</source>
        <translation>以下检查清单项仍未完成：</translation>
    </message>
    <message>
        <source>&amp;Reason for exporting anyway:</source>
        <translation>仍然导出的理由(&amp;R)：</translation>
    </message>
    <message>
        <source>optional; recorded with the export</source>
        <translation>可选；随导出一起记录</translation>
    </message>
</context>
<context>
    <name>FeedbackDialog</name>
    <message>
        <source>Record Reader Feedback</source>
        <translation>记录读者反馈</translation>
    </message>
    <message>
        <source>What the reader reported</source>
        <translation>读者反馈的内容</translation>
    </message>
    <message>
        <source>Attach to the block at the cursor (there is none)</source>
        <translation>关联到光标所在的块（当前没有）</translation>
    </message>
    <message>
        <source>Attach to the block at the cursor: %1</source>
        <translation>关联到光标所在的块：%1</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>类型：</translation>
    </message>
    <message>
        <source>Report:</source>
        <translation>内容：</translation>
    </message>
    <message>
        <source>Screenshots:</source>
        <translation>截图：</translation>
    </message>
    <message>
        <source>&amp;Add Screenshot…</source>
        <translation>添加截图(&amp;A)…</translation>
    </message>
    <message>
        <source>Add image files the reader sent</source>
        <translation>添加读者发来的图片文件</translation>
    </message>
    <message>
        <source>&amp;Paste Screenshot</source>
        <translation>粘贴截图(&amp;P)</translation>
    </message>
    <message>
        <source>Add the image on the clipboard (Ctrl+V in the report does the same when the clipboard holds no text)</source>
        <translation>添加剪贴板中的图片（剪贴板中没有文字时，在反馈内容里按 Ctrl+V 也一样）</translation>
    </message>
    <message>
        <source>Re&amp;move Screenshot</source>
        <translation>移除截图(&amp;M)</translation>
    </message>
    <message>
        <source>Add Screenshots</source>
        <translation>添加截图</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.gif *.webp);;All files (*)</source>
        <translation>图片 (*.png *.jpg *.jpeg *.gif *.webp);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>FeedbackImageRepository</name>
    <message>
        <source>This is no PNG, JPEG, GIF or WebP image; a screenshot must be one.</source>
        <translation>这不是 PNG、JPEG、GIF 或 WebP 图片；截图必须是其中一种。</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>Feedback report %1 does not exist.</source>
        <translation>反馈 %1 不存在。</translation>
    </message>
    <message>
        <source>Screenshot %1 does not exist.</source>
        <translation>截图 %1 不存在。</translation>
    </message>
</context>
<context>
    <name>FeedbackListModel</name>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>块</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>Reporter</source>
        <translation>反馈人</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message numerus="yes">
        <source>(%n screenshot(s))</source>
        <translation>
            <numerusform>（%n 张截图）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FeedbackReport</name>
    <message>
        <source>Inaccurate term</source>
        <translation>术语不准</translation>
    </message>
    <message>
        <source>Wrong parameter</source>
        <translation>参数错误</translation>
    </message>
    <message>
        <source>Missing logic</source>
        <translation>逻辑缺失</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>待处理</translation>
    </message>
    <message>
        <source>Fixed</source>
        <translation>已修复</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>已退回</translation>
    </message>
    <message>
        <source>Fixed, awaiting confirmation (%1/%2)</source>
        <translation>已修正，待确认（%1/%2）</translation>
    </message>
    <message>
        <source>Fixed, confirmed by %1</source>
        <translation>已修正，已由 %1 确认</translation>
    </message>
    <message>
        <source>Fixed by %1, awaiting confirmation (%2/%3)</source>
        <translation>已由 %1 修正，待确认（%2/%3）</translation>
    </message>
    <message>
        <source>Fixed by %1, confirmed by %2</source>
        <translation>已由 %1 修正，已由 %2 确认</translation>
    </message>
    <message>
        <source> and </source>
        <translation> 和 </translation>
    </message>
</context>
<context>
    <name>FeedbackRepository</name>
    <message>
        <source>A feedback report needs a text.</source>
        <translation>读者反馈需要填写内容。</translation>
    </message>
    <message>
        <source>Issue %1 does not exist.</source>
        <translation>第 %1 期不存在。</translation>
    </message>
    <message>
        <source>Draft block %1 is not a block of this issue.</source>
        <translation>译稿块 %1 不属于本期。</translation>
    </message>
    <message>
        <source>Feedback report %1 does not exist.</source>
        <translation>读者反馈 %1 不存在。</translation>
    </message>
    <message>
        <source>a pasted screenshot</source>
        <translation>粘贴的截图</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>A confirmation needs the name of the senior reviewer who checked the fix.</source>
        <translation>确认需要写明核对此修正的资深审校的名字。</translation>
    </message>
    <message>
        <source>Report %1 is not marked fixed; only a fix is confirmed.</source>
        <translation>反馈 %1 尚未标记为已修正；只有修正才需要确认。</translation>
    </message>
    <message>
        <source>The project names no senior reviewers yet; add them (Review pane, Reader Feedback, Senior Reviewers…) first.</source>
        <translation>项目尚未指定资深审校；请先添加（审校面板 ▸ 读者反馈 ▸ 资深审校…）。</translation>
    </message>
    <message>
        <source>%1 is not a senior reviewer of this project (they are: %2).</source>
        <translation>%1 不是本项目的资深审校（资深审校为：%2）。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 recorded this report and cannot confirm its fix; two other senior reviewers must.</source>
        <translation>%1 记录了这条反馈，不能确认它的修正；须由另外两位资深审校确认。</translation>
    </message>
    <message>
        <source>%1 marked this report fixed and cannot confirm their own fix; two other senior reviewers must.</source>
        <translation>%1 将这条反馈标记为已修正，不能确认自己的修正；须由另外两位资深审校确认。</translation>
    </message>
    <message>
        <source>Say who fixed the report: the name is empty.</source>
        <translation>请说明是谁修正了这条反馈：名字为空。</translation>
    </message>
    <message>
        <source>%1 has confirmed this fix already; the other confirmation must come from another senior reviewer.</source>
        <translation>%1 已确认过此修正；另一次确认须来自另一位资深审校。</translation>
    </message>
    <message>
        <source>This fix is confirmed already, by %1.</source>
        <translation>此修正已确认，确认人：%1。</translation>
    </message>
    <message>
        <source> and </source>
        <translation> 和 </translation>
    </message>
</context>
<context>
    <name>FindBenchmark</name>
    <message>
        <source>2 Chinese characters “模型”, drafts</source>
        <translation>2 个汉字“模型”，译稿</translation>
    </message>
    <message>
        <source>1 Chinese character “核”, drafts</source>
        <translation>1 个汉字“核”，译稿</translation>
    </message>
    <message>
        <source>English whole word “model”, any case, sources</source>
        <translation>英文全词“model”，不区分大小写，原文</translation>
    </message>
    <message>
        <source>regular expression “\d+ ?(GB|MB)”, both sides (no literal: every block read)</source>
        <translation>正则表达式“\d+ ?(GB|MB)”，两侧（无字面量：读取每个块）</translation>
    </message>
    <message>
        <source>regular expression “CUDA ?\d+(\.\d)?”, both sides (narrowed by “CUDA”)</source>
        <translation>正则表达式“CUDA ?\d+(\.\d)?”，两侧（由“CUDA”缩小范围）</translation>
    </message>
    <message>
        <source>“GPU”, any case, both sides</source>
        <translation>“GPU”，不区分大小写，两侧</translation>
    </message>
    <message>
        <source>no match “量子纠缠”, both sides</source>
        <translation>无匹配“量子纠缠”，两侧</translation>
    </message>
    <message>
        <source>Find over a project of %1 issues (%2 blocks), built from the corpus in %3 s; median (worst) of %4 rounds, at most %5 hits
</source>
        <translation>在包含 %1 期（%2 个块）的项目上查找，该项目由语料构建，用时 %3 秒；取 %4 轮的中位数（最差值），最多 %5 个匹配项
</translation>
    </message>
    <message>
        <source>(ms: wall-clock median (worst); CPU median, which other processes on the machine disturb less)
</source>
        <translation>（ms：墙钟时间中位数（最差值）；CPU ms：CPU 时间中位数，受机器上其他进程的干扰较小）
</translation>
    </message>
    <message>
        <source>replace all “模型” → “模形” in every draft: %1 matches, %2 ms (revisions recorded included); undo %3 ms (target for finds: &lt; 100 ms)
</source>
        <translation>在每份译稿中把“模型”全部替换为“模形”：%1 个匹配项，%2 毫秒（含记录修订）；撤销 %3 毫秒（查找的目标：&lt; 100 毫秒）
</translation>
    </message>
    <message>
        <source>no */source.en.md under %1</source>
        <translation>%1 下没有 */source.en.md</translation>
    </message>
    <message>
        <source>the replace changed nothing</source>
        <translation>替换没有改动任何内容</translation>
    </message>
</context>
<context>
    <name>FindCommand</name>
    <message>
        <source>Only this issue (期号); default: every issue.</source>
        <translation>只查找这一期（期号）；默认：所有期。</translation>
    </message>
    <message>
        <source>TEXT is a regular expression (Perl syntax; \w, \d and \b are ASCII: Chinese characters end words).</source>
        <translation>TEXT 是正则表达式（Perl 语法；\w、\d 和 \b 只按 ASCII 处理：汉字视为词的边界）。</translation>
    </message>
    <message>
        <source>Only matches that are whole Latin words (Chinese characters always end a word).</source>
        <translation>只匹配完整的拉丁字母单词（汉字总是视为词的边界）。</translation>
    </message>
    <message>
        <source>Match case (default: ignore it).</source>
        <translation>区分大小写（默认：不区分）。</translation>
    </message>
    <message>
        <source>Also matches inside code blocks and inline code.</source>
        <translation>也在代码块和行内代码中查找匹配。</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>以 JSON 格式输出。</translation>
    </message>
    <message>
        <source>the text to find is empty</source>
        <translation>要查找的文字为空</translation>
    </message>
    <message>
        <source>not a valid regular expression: %1</source>
        <translation>不是有效的正则表达式：%1</translation>
    </message>
    <message>
        <source>The text to find.</source>
        <translation>要查找的文字。</translation>
    </message>
    <message>
        <source>Where to look: draft, source or both (default).</source>
        <translation>查找范围：draft（译稿）、source（原文）或 both（两者，默认）。</translation>
    </message>
    <message>
        <source>At most this many matches (default 1000).</source>
        <translation>最多返回这么多个匹配项（默认 1000）。</translation>
    </message>
    <message>
        <source>--side takes draft, source or both</source>
        <translation>--side 取 draft、source 或 both</translation>
    </message>
    <message>
        <source>--limit takes a positive number</source>
        <translation>--limit 取正整数</translation>
    </message>
    <message>
        <source>source</source>
        <translation>原文</translation>
    </message>
    <message>
        <source>draft</source>
        <translation>译稿</translation>
    </message>
    <message>
        <source> (in code)</source>
        <translation>（代码中）</translation>
    </message>
    <message>
        <source>issue %1 · %2 · block %3: %4%5
</source>
        <translation>第 %1 期 · %2 · 块 %3：%4%5
</translation>
    </message>
    <message>
        <source>Replaces text in the drafts of a project (never in the source, never in code unless --include-code), as one batch that --undo takes back. Exit codes: 0 done, 1 nothing replaced or the operation failed, 2 a wrong command line.</source>
        <translation>在项目的译稿中替换文字（从不改动原文；除非指定 --include-code，也不改动代码），作为一个批次执行，可用 --undo 撤销。退出码：0 完成，1 没有替换或操作失败，2 命令行有误。</translation>
    </message>
    <message>
        <source>The text to find (not with --undo or --batches).</source>
        <translation>要查找的文字（不能与 --undo 或 --batches 同用）。</translation>
    </message>
    <message>
        <source>What replaces it; with --regex, \1 … \9 are the groups (not with --undo or --batches).</source>
        <translation>替换成的文字；使用 --regex 时，\1 … \9 表示各分组（不能与 --undo 或 --batches 同用）。</translation>
    </message>
    <message>
        <source>Who replaces (default: the system&apos;s user name).</source>
        <translation>由谁替换（默认：系统用户名）。</translation>
    </message>
    <message>
        <source>List what would be replaced; change nothing.</source>
        <translation>列出将被替换的内容；不做任何更改。</translation>
    </message>
    <message>
        <source>Undo this replace batch.</source>
        <translation>撤销此替换批次。</translation>
    </message>
    <message>
        <source>List the replace batches, newest first.</source>
        <translation>列出替换批次，最新的在前。</translation>
    </message>
    <message>
        <source>nothing replaced
</source>
        <translation>没有替换任何内容
</translation>
    </message>
    <message>
        <source>warning: %1
</source>
        <translation>警告：%1
</translation>
    </message>
    <message>
        <source>dry run: nothing changed
</source>
        <translation>试运行：未做任何更改
</translation>
    </message>
    <message>
        <source>--undo takes a batch number, as --batches lists them</source>
        <translation>--undo 取批次编号，即 --batches 列出的编号</translation>
    </message>
    <message>
        <source>undone</source>
        <translation>已撤销</translation>
    </message>
    <message>
        <source>Finds text in the drafts and sources of a project. Exit codes: 0 found, 1 nothing found or no such issue, 2 an error.</source>
        <translation>在项目的译稿和原文中查找文字。退出码：0 已找到，1 未找到或没有该期，2 出错。</translation>
    </message>
    <message>
        <source>yiqiao-cli: stopped at --limit %1
</source>
        <translation>yiqiao-cli：已在 --limit %1 处停止
</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n 个匹配项</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n block(s)</source>
        <translation>
            <numerusform>%n 个块</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 in %2
</source>
        <translation>%1，涉及 %2
</translation>
    </message>
    <message numerus="yes">
        <source>%n issue(s)</source>
        <translation>
            <numerusform>%n 期</numerusform>
        </translation>
    </message>
    <message>
        <source>stopped at --limit %1; there are more
</source>
        <translation>已在 --limit %1 处停止；还有更多匹配项
</translation>
    </message>
    <message>
        <source>replaced %1 in %2 of %3; batch %4 (undo: yiqiao-cli replace %5 --undo %4)
</source>
        <translation>已替换 %1（%3中的 %2）；批次 %4（撤销：yiqiao-cli replace %5 --undo %4）
</translation>
    </message>
    <message>
        <source>%1 skipped: their text changed meanwhile
</source>
        <translation>跳过 %1 处：其文字在此期间已改变
</translation>
    </message>
    <message>
        <source>batch %1 undone: %2 restored, %3 left as they are (edited or removed since)
</source>
        <translation>批次 %1 已撤销：恢复 %2 个，%3 个保持原样（此后已修改或已删除）
</translation>
    </message>
</context>
<context>
    <name>FindController</name>
    <message>
        <source>The other issues could not be changed: %1</source>
        <translation>无法更改其他期：%1</translation>
    </message>
    <message>
        <source>The draft of issue %1 was edited since: undo its replacements there with Ctrl+Z.</source>
        <translation>第 %1 期的译稿此后已被编辑：请在该期中用 Ctrl+Z 撤销其中的替换。</translation>
    </message>
    <message>
        <source>The replace could not be undone: %1</source>
        <translation>无法撤销替换：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n block(s) restored</source>
        <translation>
            <numerusform>已恢复 %n 个块</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n edited since, left as they are)</source>
        <translation>
            <numerusform>（%n 个块此后已被编辑，保持原样）</numerusform>
        </translation>
    </message>
    <message>
        <source>The replace in the open draft could not be journaled (undo it there with Ctrl+Z): %1</source>
        <translation>无法记录当前译稿中的替换（请在译稿中用 Ctrl+Z 撤销）：%1</translation>
    </message>
    <message>
        <source>With a filter on, Replace All replaces the matches shown: find them first.</source>
        <translation>筛选开启时，“全部替换”只替换显示的匹配：请先查找。</translation>
    </message>
</context>
<context>
    <name>FindPane</name>
    <message>
        <source>Text or regular expression to find</source>
        <translation>要查找的文字或正则表达式</translation>
    </message>
    <message>
        <source>Replacement</source>
        <translation>替换为</translation>
    </message>
    <message>
        <source>With Regex on, \1 … \9 insert what the expression&apos;s groups captured</source>
        <translation>开启“正则表达式”后，\1 … \9 插入表达式各分组捕获的内容</translation>
    </message>
    <message>
        <source>Find All</source>
        <translation>全部查找</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>替换</translation>
    </message>
    <message>
        <source>Replace the selected draft matches</source>
        <translation>替换选中的译稿匹配项</translation>
    </message>
    <message>
        <source>Replace All</source>
        <translation>全部替换</translation>
    </message>
    <message>
        <source>Replace every draft match in the scope, code excepted unless Include code is on</source>
        <translation>替换范围内所有译稿匹配项；除非开启“包括代码”，否则跳过代码</translation>
    </message>
    <message>
        <source>Undo Replace</source>
        <translation>撤销替换</translation>
    </message>
    <message>
        <source>Undo the last replace: in other issues from the journal, in the open draft as its own undo</source>
        <translation>撤销上一次替换：其他期按日志恢复，当前打开的译稿则通过其自身的撤销操作恢复</translation>
    </message>
    <message>
        <source>In:</source>
        <translation>范围：</translation>
    </message>
    <message>
        <source>Find:</source>
        <translation>查找：</translation>
    </message>
    <message>
        <source>Replace:</source>
        <translation>替换：</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>区分大小写</translation>
    </message>
    <message>
        <source>Match upper and lower case exactly</source>
        <translation>严格匹配大小写</translation>
    </message>
    <message>
        <source>Whole word</source>
        <translation>全词匹配</translation>
    </message>
    <message>
        <source>Latin words only: Chinese has no word boundaries</source>
        <translation>仅适用于拉丁字母单词：中文没有词边界</translation>
    </message>
    <message>
        <source>Regex</source>
        <translation>正则表达式</translation>
    </message>
    <message>
        <source>The text is a regular expression (Perl syntax)</source>
        <translation>文字是正则表达式（Perl 语法）</translation>
    </message>
    <message>
        <source>Include code</source>
        <translation>包括代码</translation>
    </message>
    <message>
        <source>Also find and replace inside code blocks and inline code</source>
        <translation>也在代码块和行内代码中查找和替换</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>译稿</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>原文</translation>
    </message>
    <message>
        <source>Draft and source</source>
        <translation>译稿和原文</translation>
    </message>
    <message>
        <source>This issue</source>
        <translation>本期</translation>
    </message>
    <message>
        <source>All issues</source>
        <translation>所有期</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>正在查找…</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>没有匹配项</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) in %1 issue(s)</source>
        <translation>
            <numerusform>%1 期中共 %n 个匹配项</numerusform>
        </translation>
    </message>
    <message>
        <source>(truncated: narrow the search to see the rest)</source>
        <translation>（结果已截断：请缩小查找范围以查看其余匹配项）</translation>
    </message>
    <message numerus="yes">
        <source>%n replaced</source>
        <translation>
            <numerusform>已替换 %n 处</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n issue(s)</source>
        <translation>
            <numerusform>（涉及 %n 期）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n skipped: changed since found)</source>
        <translation>
            <numerusform>（跳过 %n 处：查找后已被更改）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FinishedPost</name>
    <message>
        <source>Block %1 (%2 “%3”): no justification</source>
        <translation>块 %1（%2 “%3”）：没有理由</translation>
    </message>
</context>
<context>
    <name>GlossaryImporter</name>
    <message>
        <source>Cannot read the glossary: %1</source>
        <translation>无法读取词汇表：%1</translation>
    </message>
    <message>
        <source>Not a glossary: the file holds binary data.</source>
        <translation>不是词汇表：文件含有二进制数据。</translation>
    </message>
    <message>
        <source>Line %1 of the glossary is not UTF-8.</source>
        <translation>词汇表第 %1 行不是 UTF-8 编码。</translation>
    </message>
    <message>
        <source>Not a glossary Yiqiao knows: neither d2l-zh&apos;s &quot;中文，english&quot; paragraphs nor a Hugging Face &quot;Dictionary&quot; of &quot;english: 中文&quot; lines.</source>
        <translation>不是译桥认识的词汇表：既不是 d2l-zh 的“中文，english”段落，也不是 Hugging Face 的“english: 中文”词典行。</translation>
    </message>
    <message>
        <source>Line %1 is not a &quot;中文，english&quot; entry: %2</source>
        <translation>第 %1 行不是“中文，english”条目：%2</translation>
    </message>
    <message>
        <source>Line %1 is not an &quot;english: 中文&quot; entry: %2</source>
        <translation>第 %1 行不是“english: 中文”条目：%2</translation>
    </message>
    <message>
        <source>The glossary&apos;s Dictionary has no entries.</source>
        <translation>词汇表的 Dictionary 中没有条目。</translation>
    </message>
    <message>
        <source>The file is larger than %1 MB, more than any glossary; nothing was imported.</source>
        <translation>文件大于 %1 MB，超出任何词汇表的大小；未导入任何内容。</translation>
    </message>
</context>
<context>
    <name>GpuCatalog</name>
    <message>
        <source>GPU %1 of the catalogue has no name.</source>
        <translation>目录中的第 %1 个 GPU 没有名称。</translation>
    </message>
    <message>
        <source>GPU %1 (%2): &quot;nvlink&quot; must be yes, no, partial, reduced or bridge.</source>
        <translation>GPU %1（%2）：&quot;nvlink&quot; 必须是 yes、no、partial、reduced 或 bridge。</translation>
    </message>
    <message>
        <source>GPU %1 (%2): every form needs a &quot;form&quot; name and an &quot;nvlink&quot; of yes, no, partial, reduced or bridge.</source>
        <translation>GPU %1（%2）：每种形态都需要 &quot;form&quot; 名称，以及取值为 yes、no、partial、reduced 或 bridge 的 &quot;nvlink&quot;。</translation>
    </message>
</context>
<context>
    <name>GuiBenchmark</name>
    <message>
        <source>no corpus posts (DIR/*/source.en.md) under %1</source>
        <translation>%1 下没有语料文章（DIR/*/source.en.md）</translation>
    </message>
    <message>
        <source>start-up measurement failed</source>
        <translation>启动时间测量失败</translation>
    </message>
    <message>
        <source>start-up to shown window (demo project): median %1 ms, worst %2 ms of %3 runs (budget 500 ms)</source>
        <translation>启动到显示窗口（演示项目）：%3 次中位数 %1 毫秒，最差 %2 毫秒（预算 500 毫秒）</translation>
    </message>
    <message>
        <source>building the benchmark projects failed</source>
        <translation>构建基准测试项目失败</translation>
    </message>
    <message>
        <source>open a project of %1 issues, first issue shown: %2 ms (budget 1000 ms)</source>
        <translation>打开含 %1 期的项目并显示第一期：%2 毫秒（预算 1000 毫秒）</translation>
    </message>
    <message>
        <source>typing into a %1 KB draft: worst keystroke to paint %2 ms, mean %3 ms (budget 16 ms)</source>
        <translation>在 %1 KB 译稿中输入：按键到重绘最差 %2 毫秒，平均 %3 毫秒（预算 16 毫秒）</translation>
    </message>
    <message>
        <source>longest event-loop stall while typing (autosaves and statistics included): %1 ms; preview render after a pause %2 ms</source>
        <translation>输入期间事件循环最长停顿（含自动保存与统计）：%1 毫秒；停顿后预览渲染 %2 毫秒</translation>
    </message>
</context>
<context>
    <name>HouseStyleWidget</name>
    <message>
        <source>Check with the learned house style</source>
        <translation>按学得的本系列风格检查</translation>
    </message>
    <message>
        <source>Learn from the Series</source>
        <translation>从本系列学习</translation>
    </message>
    <message>
        <source>Count what the finished and imported issues of the project write, rule by rule.</source>
        <translation>逐条规则统计项目中已完成和已导入的各期的写法。</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Habit</source>
        <translation>习惯</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>比例</translation>
    </message>
    <message>
        <source>Cases</source>
        <translation>例数</translation>
    </message>
    <message>
        <source>Fires</source>
        <translation>触发</translation>
    </message>
    <message>
        <source>No house style learned yet. Learn it from the project&apos;s finished or imported issues: each typography rule then records what the series writes, and checks only where it is consistent.</source>
        <translation>尚未学得本系列风格。可从项目中已完成或已导入的各期学习：每条排版规则会记录本系列的写法，只在写法一致时才检查。</translation>
    </message>
    <message numerus="yes">
        <source>Learned from %n translation(s). A rule fires only where the house is consistent — with 95 % confidence at least %1 % of its cases write one habit — and then only against that habit. Set a habit by hand, or switch a rule off.</source>
        <translation>
            <numerusform>从 %n 篇译文学得。规则只在本系列写法一致时触发（在 95% 置信度下至少 %1% 的例子采用同一习惯），并且只针对违背该习惯的写法。可以手动设定习惯，或关闭某条规则。</numerusform>
        </translation>
    </message>
    <message>
        <source>As learned (no cases)</source>
        <translation>按学得的（没有例子）</translation>
    </message>
    <message>
        <source>As learned (%1)</source>
        <translation>按学得的（%1）</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>No</source>
        <translation>否</translation>
    </message>
    <message>
        <source>%1: %2 in %3 of %4 cases.</source>
        <translation>%1：%4 例中有 %3 例为%2。</translation>
    </message>
    <message>
        <source>The translations learned from have no case of this rule.</source>
        <translation>学习所用的译文中没有这条规则的例子。</translation>
    </message>
    <message>
        <source>While checked, the learned style replaces the style chosen above.</source>
        <translation>勾选时，学得的风格取代上面选定的风格。</translation>
    </message>
</context>
<context>
    <name>ImportLimits</name>
    <message>
        <source>The file is larger than %1 MB, more than any blog post; it was not read.</source>
        <translation>文件超过 %1 MB，比任何博客文章都大；未读取。</translation>
    </message>
    <message>
        <source>The screenshot is larger than %1 MB; crop it or save it as JPEG, then add it again.</source>
        <translation>截图大于 %1 MB；请裁剪或另存为 JPEG 后再添加。</translation>
    </message>
</context>
<context>
    <name>IssueListModel</name>
    <message>
        <source>Issue %1: %2 source blocks, %3 draft blocks</source>
        <translation>第 %1 期：%2 个原文块，%3 个译稿块</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>期号</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>进度</translation>
    </message>
    <message>
        <source>Share of the source&apos;s characters that are translated (translated, reviewed or approved) or deleted with a reason. The dashboard&apos;s Translated column counts draft blocks instead.</source>
        <translation>原文字符中已完成（已翻译、已审或已批准）或已说明理由删减的比例。仪表板的“已译”列则按译稿块计数。</translation>
    </message>
</context>
<context>
    <name>IssueNavigator</name>
    <message>
        <source>No issues yet.

File ▸ Import Posts… (Ctrl+I) makes an English post the next issue; markdown files dropped on the window too.</source>
        <translation>还没有任何一期。

文件 ▸ 导入文章…（Ctrl+I）把一篇英文文章导入为下一期；把 Markdown 文件拖到窗口上也可以。</translation>
    </message>
</context>
<context>
    <name>IssueRepository</name>
    <message>
        <source>There is no issue %1 in this project.</source>
        <translation>此项目中没有第 %1 期。</translation>
    </message>
    <message>
        <source>Issue numbers start at 1.</source>
        <translation>期号从 1 开始。</translation>
    </message>
    <message>
        <source>Cannot create issue %1: %2</source>
        <translation>无法创建第 %1 期：%2</translation>
    </message>
    <message>
        <source>This project has no issue with the id %1.</source>
        <translation>此项目中没有 ID 为 %1 的期。</translation>
    </message>
    <message>
        <source>%1-%2-%3 is not a day the issue can have been published on (%4 to %5).</source>
        <translation>%1-%2-%3 不可能是本期的发布日期（应在 %4 至 %5 之间）。</translation>
    </message>
</context>
<context>
    <name>IssueStatus</name>
    <message>
        <source>Planned</source>
        <translation>计划中</translation>
    </message>
    <message>
        <source>Translating</source>
        <translation>翻译中</translation>
    </message>
    <message>
        <source>In review</source>
        <translation>审校中</translation>
    </message>
    <message>
        <source>Approved</source>
        <translation>已批准</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>已发布</translation>
    </message>
</context>
<context>
    <name>IssueTechnologiesDialog</name>
    <message>
        <source>&amp;Suggest</source>
        <translation>建议(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>添加(&amp;A)</translation>
    </message>
    <message>
        <source>Technologies of Issue %1</source>
        <translation>第 %1 期的技术</translation>
    </message>
    <message>
        <source>Technology</source>
        <translation>技术</translation>
    </message>
    <message>
        <source>Aliases</source>
        <translation>别名</translation>
    </message>
    <message>
        <source>Tick the technologies whose name or alias the issue&apos;s source mentions</source>
        <translation>勾选本期原文提到其名称或别名的技术</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Aliases, separated by commas</source>
        <translation>别名，以逗号分隔</translation>
    </message>
    <message>
        <source>New technology</source>
        <translation>新技术</translation>
    </message>
    <message>
        <source>The issue&apos;s source mentions no known technology</source>
        <translation>本期原文未提到任何已知技术</translation>
    </message>
    <message numerus="yes">
        <source>Tick the %n technology(ies) the issue&apos;s source mentions</source>
        <translation>
            <numerusform>勾选本期原文提到的 %n 项技术</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Published on</source>
        <translation>发布日期(&amp;P)</translation>
    </message>
    <message>
        <source>Where the issue stands on the radar&apos;s time axis; unticked, the day it was created</source>
        <translation>本期在雷达时间轴上的位置；不勾选时按本期的创建日期</translation>
    </message>
</context>
<context>
    <name>LimitedReadDevice</name>
    <message>
        <source>The input is larger than the import limit.</source>
        <translation>输入超过了导入上限。</translation>
    </message>
</context>
<context>
    <name>LinkProposal</name>
    <message>
        <source>%1 “%2”</source>
        <translation>%1“%2”</translation>
    </message>
</context>
<context>
    <name>MachinePane</name>
    <message>
        <source>Open an issue to see machine suggestions.</source>
        <translation>打开一期即可看到机器建议。</translation>
    </message>
    <message>
        <source>Insert (Ctrl+Alt+0)</source>
        <translation>插入 (Ctrl+Alt+0)</translation>
    </message>
    <message>
        <source>Insert the suggestion into the draft block at the cursor (one undo step)</source>
        <translation>把建议插入光标所在的译文块（一步撤销）</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>建议</translation>
    </message>
    <message>
        <source>Ask the endpoint again for the block at the cursor (Ctrl+Alt+M)</source>
        <translation>为光标所在的块重新询问端点 (Ctrl+Alt+M)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop the request that is running</source>
        <translation>停止正在进行的请求</translation>
    </message>
    <message>
        <source>Show Request</source>
        <translation>查看请求</translation>
    </message>
    <message>
        <source>Show the exact request sent to the endpoint</source>
        <translation>显示发给端点的原样请求</translation>
    </message>
    <message>
        <source>No machine-translation endpoint is configured, so nothing is sent anywhere. Set an endpoint (a local llama.cpp, Ollama or vLLM server, or a hosted model) to get suggestions here.</source>
        <translation>尚未配置机器翻译端点，因此不会向任何地方发送内容。设置一个端点（本地的 llama.cpp、Ollama 或 vLLM 服务器，或托管模型）后，建议会显示在这里。</translation>
    </message>
    <message>
        <source>Machine Translation Settings…</source>
        <translation>机器翻译设置…</translation>
    </message>
    <message>
        <source>Set the endpoint, the model and the key</source>
        <translation>设置端点、模型和密钥</translation>
    </message>
    <message>
        <source>Asking the endpoint about “%1”…</source>
        <translation>正在向端点询问“%1”…</translation>
    </message>
    <message>
        <source>Suggestion checked: no findings.</source>
        <translation>建议已检查：没有问题。</translation>
    </message>
    <message numerus="yes">
        <source>Suggestion checked: %n finding(s).</source>
        <translation>
            <numerusform>建议已检查：%n 个问题。</numerusform>
        </translation>
    </message>
    <message>
        <source>No suggestion: %1</source>
        <translation>没有建议：%1</translation>
    </message>
    <message numerus="yes">
        <source>The endpoint is busy; trying again in %n second(s) (attempt %1)…</source>
        <translation>
            <numerusform>端点繁忙；%n 秒后重试（第 %1 次）…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled. Suggest (Ctrl+Alt+M) asks again.</source>
        <translation>已取消。按“建议”(Ctrl+Alt+M) 重新询问。</translation>
    </message>
</context>
<context>
    <name>MachinePretranslator</name>
    <message>
        <source>Machine pre-translation was cancelled; nothing was changed.</source>
        <translation>机器预翻译已取消，未做任何改动。</translation>
    </message>
    <message>
        <source>The endpoint failed; nothing was changed: %1</source>
        <translation>端点出错，未做任何改动：%1</translation>
    </message>
    <message>
        <source>pre-translated by the machine</source>
        <translation>机器预翻译</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Yiqiao</source>
        <translation>译桥</translation>
    </message>
    <message>
        <source>%1 — Yiqiao</source>
        <translation>%1 — 译桥</translation>
    </message>
    <message>
        <source>Issues</source>
        <translation>期列表</translation>
    </message>
    <message>
        <source>Outline</source>
        <translation>大纲</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>预览</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近的项目(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Block</source>
        <translation>块(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>Translation Memory</source>
        <translation>翻译记忆库</translation>
    </message>
    <message>
        <source>&amp;Memory</source>
        <translation>记忆库(&amp;M)</translation>
    </message>
    <message>
        <source>Terminology</source>
        <translation>术语</translation>
    </message>
    <message>
        <source>&amp;Terms</source>
        <translation>术语(&amp;T)</translation>
    </message>
    <message>
        <source>Termbase</source>
        <translation>术语库</translation>
    </message>
    <message>
        <source>Translator&apos;s Notes</source>
        <translation>译者注</translation>
    </message>
    <message>
        <source>Deletions</source>
        <translation>删除记录</translation>
    </message>
    <message>
        <source>&amp;Notes</source>
        <translation>译者注(&amp;N)</translation>
    </message>
    <message>
        <source>QA</source>
        <translation>质量检查</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>审校(&amp;R)</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>审校</translation>
    </message>
    <message>
        <source>Checklist</source>
        <translation>检查清单</translation>
    </message>
    <message>
        <source>Source Changes</source>
        <translation>原文更新</translation>
    </message>
    <message>
        <source>Find and Replace</source>
        <translation>查找和替换</translation>
    </message>
    <message>
        <source>Dashboard</source>
        <translation>仪表板</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>机器翻译</translation>
    </message>
</context>
<context>
    <name>MatchAnalysis</name>
    <message>
        <source>The analysis was cancelled.</source>
        <translation>分析已取消。</translation>
    </message>
    <message>
        <source>Choose at least one issue to analyse.</source>
        <translation>请至少选择一期进行分析。</translation>
    </message>
</context>
<context>
    <name>MtClient</name>
    <message>
        <source>The endpoint stopped with an error: %1</source>
        <translation>端点出错中止：%1</translation>
    </message>
    <message>
        <source>Could not reach the endpoint %1: %2</source>
        <translation>无法连接端点 %1：%2</translation>
    </message>
    <message>
        <source>The endpoint&apos;s answer holds no translation (choices[0].message.content).</source>
        <translation>端点的回答中没有译文（choices[0].message.content）。</translation>
    </message>
    <message>
        <source>The endpoint stopped answering for %1 s; try again.</source>
        <translation>端点已 %1 秒没有继续回答；请重试。</translation>
    </message>
    <message>
        <source>The endpoint did not answer within %1 s; is it running?</source>
        <translation>端点在 %1 秒内没有回答；它在运行吗？</translation>
    </message>
    <message>
        <source>The endpoint answered HTTP %1.</source>
        <translation>端点返回 HTTP %1。</translation>
    </message>
    <message>
        <source>The endpoint answered HTTP %1: %2</source>
        <translation>端点返回 HTTP %1：%2</translation>
    </message>
    <message>
        <source>The endpoint&apos;s answer ended before it was complete (no [DONE]); try again.</source>
        <translation>端点的回答在完整之前就结束了（没有 [DONE]）；请重试。</translation>
    </message>
    <message>
        <source>The answer was cut off at the model&apos;s length limit; it is not offered. Try a model with a larger output limit.</source>
        <translation>回答在模型的长度上限处被截断，不予提供。请换用输出上限更大的模型。</translation>
    </message>
    <message>
        <source>The endpoint&apos;s content filter stopped the answer; it is not offered.</source>
        <translation>端点的内容过滤中止了回答，不予提供。</translation>
    </message>
    <message>
        <source>The connection to the endpoint broke off before the answer was complete: %1</source>
        <translation>回答完整之前，与端点的连接中断了：%1</translation>
    </message>
    <message>
        <source>The endpoint redirected the request to %1, another address; it was not followed, so that the key goes nowhere else. If that address is right, configure it as the endpoint.</source>
        <translation>端点把请求重定向到另一个地址 %1；为免密钥发往别处，没有跟随。如果那个地址无误，请把它配置为端点。</translation>
    </message>
</context>
<context>
    <name>MtCommand</name>
    <message>
        <source>mt needs config or suggest; run yiqiao-cli --help</source>
        <translation>mt 需要 config 或 suggest；请运行 yiqiao-cli --help</translation>
    </message>
    <message>
        <source>The OpenAI-compatible chat-completions URL, e.g. http://localhost:8080/v1/chat/completions.</source>
        <translation>兼容 OpenAI 的 chat-completions 地址，例如 http://localhost:8080/v1/chat/completions。</translation>
    </message>
    <message>
        <source>The model the endpoint should use.</source>
        <translation>端点应使用的模型。</translation>
    </message>
    <message>
        <source>No machine-translation endpoint is configured: nothing is sent anywhere.
Set one with: yiqiao-cli mt config PROJECT --endpoint URL --model NAME
</source>
        <translation>尚未配置机器翻译端点：不会向任何地方发送内容。
配置方法：yiqiao-cli mt config PROJECT --endpoint URL --model NAME
</translation>
    </message>
    <message>
        <source>Endpoint: %1
Model: %2
Key: %3
</source>
        <translation>端点：%1
模型：%2
密钥：%3
</translation>
    </message>
    <message>
        <source>The source block to translate (an id as yiqiao-cli blocks --source prints).</source>
        <translation>要翻译的原文块（yiqiao-cli blocks --source 列出的 ID）。</translation>
    </message>
    <message>
        <source>--block takes a source block id (yiqiao-cli blocks PROJECT --issue N --source lists them), not &apos;%1&apos;</source>
        <translation>--block 需要原文块 ID（yiqiao-cli blocks PROJECT --issue N --source 会列出），而不是“%1”</translation>
    </message>
    <message>
        <source>issue %1 has no source block %2 (yiqiao-cli blocks --source lists them)</source>
        <translation>第 %1 期没有原文块 %2（yiqiao-cli blocks --source 会列出）</translation>
    </message>
    <message>
        <source>No machine-translation endpoint is configured; set one with: yiqiao-cli mt config PROJECT --endpoint URL --model NAME</source>
        <translation>尚未配置机器翻译端点；配置方法：yiqiao-cli mt config PROJECT --endpoint URL --model NAME</translation>
    </message>
    <message>
        <source>The endpoint asks to wait; trying again in %1 s (retry %2).
</source>
        <translation>端点要求等待；%1 秒后重试（第 %2 次重试）。
</translation>
    </message>
    <message>
        <source>Suggestion for source block %1:
</source>
        <translation>原文块 %1 的建议：
</translation>
    </message>
    <message>
        <source>No findings.
</source>
        <translation>没有发现问题。
</translation>
    </message>
    <message>
        <source>Findings (%1):
</source>
        <translation>发现（%1 项）：
</translation>
    </message>
    <message>
        <source>Request sent:
</source>
        <translation>发送的请求：
</translation>
    </message>
    <message>
        <source>Forget the endpoint and model (machine suggestions off) and the key kept for it.</source>
        <translation>忘掉端点与模型（关闭机器建议）以及为其保存的密钥。</translation>
    </message>
    <message>
        <source>Keep the API key, one line read from standard input, in the desktop keyring.</source>
        <translation>把 API 密钥（从标准输入读取的一行）保存到桌面密钥环。</translation>
    </message>
    <message>
        <source>--clear takes no --endpoint, --model or --key-from-stdin</source>
        <translation>--clear 不能与 --endpoint、--model 或 --key-from-stdin 同用</translation>
    </message>
    <message>
        <source>--key-from-stdin read no key: give it as one line on standard input.</source>
        <translation>--key-from-stdin 没有读到密钥：请在标准输入中以一行给出。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
</context>
<context>
    <name>MtController</name>
    <message>
        <source>The suggestion for the block at the cursor shows here.</source>
        <translation>光标所在块的建议显示在这里。</translation>
    </message>
    <message>
        <source>Open an issue to see machine suggestions.</source>
        <translation>打开一期即可看到机器建议。</translation>
    </message>
    <message>
        <source>This block is not aligned to a source block.</source>
        <translation>此块未与原文块对齐。</translation>
    </message>
    <message>
        <source>No issue is open.</source>
        <translation>没有打开任何一期。</translation>
    </message>
    <message>
        <source>Machine suggestion inserted</source>
        <translation>已插入机器建议</translation>
    </message>
    <message>
        <source>Request Sent to the Endpoint</source>
        <translation>发给端点的请求</translation>
    </message>
    <message>
        <source>Machine translation: %1 with %2</source>
        <translation>机器翻译：%1，模型 %2</translation>
    </message>
    <message>
        <source>Asking the endpoint for every block still as imported…</source>
        <translation>正在为每个仍保持导入原样的块询问端点…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message numerus="yes">
        <source>%n block(s) pre-translated by the machine (%1 finding(s))</source>
        <translation>
            <numerusform>机器预翻译了 %n 个块（%1 个问题）</numerusform>
        </translation>
    </message>
    <message>
        <source>Machine suggestions are off: no endpoint is set</source>
        <translation>机器建议已关闭：未设置端点</translation>
    </message>
    <message>
        <source>Code, front matter and HTML are not sent to the endpoint on their own; press Suggest to ask anyway.</source>
        <translation>代码、前言（front matter）和 HTML 不会自动发往端点；如仍需要，请按“建议”。</translation>
    </message>
</context>
<context>
    <name>MtKey</name>
    <message>
        <source>from the environment variable YIQIAO_MT_KEY</source>
        <translation>来自环境变量 YIQIAO_MT_KEY</translation>
    </message>
    <message>
        <source>from the desktop keyring</source>
        <translation>来自桌面密钥环</translation>
    </message>
    <message>
        <source>none (neither YIQIAO_MT_KEY nor the desktop keyring has one; a local endpoint needs none)</source>
        <translation>无（YIQIAO_MT_KEY 与桌面密钥环中都没有；本地端点不需要密钥）</translation>
    </message>
    <message>
        <source>There is no desktop keyring here; set the key in the environment variable YIQIAO_MT_KEY instead.</source>
        <translation>这里没有桌面密钥环；请改用环境变量 YIQIAO_MT_KEY 设置密钥。</translation>
    </message>
    <message>
        <source>The desktop keyring did not keep the key; set it in the environment variable YIQIAO_MT_KEY instead.</source>
        <translation>桌面密钥环未能保存密钥；请改用环境变量 YIQIAO_MT_KEY 设置。</translation>
    </message>
    <message>
        <source>YIQIAO_MT_KEY is not sent to %1: YIQIAO_MT_ENDPOINT names %2, another address.</source>
        <translation>YIQIAO_MT_KEY 不会发往 %1：YIQIAO_MT_ENDPOINT 指定的是另一个地址 %2。</translation>
    </message>
    <message>
        <source>YIQIAO_MT_KEY is not sent to %1: that endpoint comes from the project file, not from you; to send the key there, set it yourself (yiqiao-cli mt config PROJECT --endpoint URL) or set YIQIAO_MT_ENDPOINT=%1.</source>
        <translation>YIQIAO_MT_KEY 不会发往 %1：这个端点来自项目文件，而不是你自己设置的；要把密钥发往那里，请自己设置它（yiqiao-cli mt config PROJECT --endpoint URL），或设置 YIQIAO_MT_ENDPOINT=%1。</translation>
    </message>
</context>
<context>
    <name>MtRequestBuilder</name>
    <message>
        <source>There is no source block %1 in this issue; `yiqiao-cli blocks PROJECT --issue N --source` lists them.</source>
        <translation>本期没有原文块 %1；`yiqiao-cli blocks PROJECT --issue N --source` 会列出原文块。</translation>
    </message>
</context>
<context>
    <name>MtSettings</name>
    <message>
        <source>The endpoint must be an http:// or https:// address, such as http://localhost:8080/v1/chat/completions, not &apos;%1&apos;</source>
        <translation>端点必须是 http:// 或 https:// 地址，例如 http://localhost:8080/v1/chat/completions，而不是“%1”</translation>
    </message>
    <message>
        <source>Name the model the endpoint should use (--model NAME).</source>
        <translation>请指定端点应使用的模型（--model NAME）。</translation>
    </message>
    <message>
        <source>The endpoint may not hold a user name or password (they would be kept in the shared project file); set the key in YIQIAO_MT_KEY or the desktop keyring (mt config --key-from-stdin).</source>
        <translation>端点中不能含有用户名或密码（它们会保存在共享的项目文件中）；请把密钥放在 YIQIAO_MT_KEY 或桌面密钥环中（mt config --key-from-stdin）。</translation>
    </message>
    <message>
        <source>The endpoint may not hold a query (?...) or fragment (#...): a key there would be kept in the shared project file; set the key in YIQIAO_MT_KEY or the desktop keyring (mt config --key-from-stdin).</source>
        <translation>端点中不能含有查询（?...）或片段（#...）：其中的密钥会保存在共享的项目文件中；请把密钥放在 YIQIAO_MT_KEY 或桌面密钥环中（mt config --key-from-stdin）。</translation>
    </message>
</context>
<context>
    <name>MtSettingsDialog</name>
    <message>
        <source>An OpenAI-compatible chat-completions URL: a local llama.cpp, Ollama or vLLM server, or a hosted model</source>
        <translation>兼容 OpenAI 的 chat-completions 地址：本地的 llama.cpp、Ollama 或 vLLM 服务器，或托管模型</translation>
    </message>
    <message>
        <source>The model&apos;s name, as the endpoint knows it</source>
        <translation>模型名称，与端点上的一致</translation>
    </message>
    <message>
        <source>Leave empty to keep the key as it is</source>
        <translation>留空则保留原有密钥</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>测试</translation>
    </message>
    <message>
        <source>Send a tiny request with these settings</source>
        <translation>用这些设置发送一个很小的请求</translation>
    </message>
    <message>
        <source>Machine Translation</source>
        <translation>机器翻译</translation>
    </message>
    <message>
        <source>&amp;Endpoint URL:</source>
        <translation>端点地址(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>API 密钥(&amp;K)：</translation>
    </message>
    <message>
        <source>The key comes from the environment variable YIQIAO_MT_KEY, which is used instead.</source>
        <translation>密钥来自环境变量 YIQIAO_MT_KEY，将优先使用它。</translation>
    </message>
    <message>
        <source>A key is kept in the keyring for this endpoint.</source>
        <translation>密钥环中已保存此端点的密钥。</translation>
    </message>
    <message>
        <source>No key is kept for this endpoint (a local server may need none).</source>
        <translation>此端点没有保存密钥（本地服务器可能不需要）。</translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation>正在测试…</translation>
    </message>
    <message>
        <source>It works: %1</source>
        <translation>可以使用：%1</translation>
    </message>
    <message>
        <source>It does not work: %1</source>
        <translation>无法使用：%1</translation>
    </message>
    <message>
        <source>The endpoint and the model are kept in the project; the key only in the desktop keyring, never in the project file. Nothing is sent anywhere until an endpoint is set; empty the endpoint to turn machine suggestions off.</source>
        <translation>端点和模型保存在项目中；密钥只保存在桌面密钥环里，绝不写入项目文件。设置端点之前不会向任何地方发送内容；清空端点即可关闭机器建议。</translation>
    </message>
</context>
<context>
    <name>MtSuggester</name>
    <message>
        <source>No machine-translation endpoint is configured; set one with: yiqiao-cli mt config PROJECT --endpoint URL --model NAME</source>
        <translation>尚未配置机器翻译端点；配置方法：yiqiao-cli mt config PROJECT --endpoint URL --model NAME</translation>
    </message>
    <message>
        <source>The endpoint answered with no translation.</source>
        <translation>端点的回答中没有译文。</translation>
    </message>
</context>
<context>
    <name>MtSuggestionChecker</name>
    <message>
        <source>block %1 is not a source block of the issue</source>
        <translation>块 %1 不是本期的原文块</translation>
    </message>
    <message>
        <source>The checks did not run: %1</source>
        <translation>检查未能运行：%1</translation>
    </message>
</context>
<context>
    <name>NewCommand</name>
    <message>
        <source>The project file to create.</source>
        <translation>要创建的项目文件。</translation>
    </message>
    <message>
        <source>The series name.</source>
        <translation>系列名称。</translation>
    </message>
    <message>
        <source>Start with the radar&apos;s technologies and a starter termbase (without it the project is empty).</source>
        <translation>以技术雷达的技术和入门术语库开始（不加此项则项目为空）。</translation>
    </message>
    <message>
        <source>a project file name is required</source>
        <translation>需要指定项目文件名</translation>
    </message>
    <message>
        <source>%1 was created without starter content: %2</source>
        <translation>%1 已创建，但未能加入入门内容：%2</translation>
    </message>
    <message>
        <source>starter content: %1 technologies, %2 terms
</source>
        <translation>入门内容：%1 项技术，%2 条术语
</translation>
    </message>
</context>
<context>
    <name>NoteLinkRepository</name>
    <message>
        <source>Block %1 is no linked note.</source>
        <translation>块 %1 不是已链接的译者注。</translation>
    </message>
    <message>
        <source>The original of note %1 is gone: there is nothing to take.</source>
        <translation>译者注 %1 的原注已不存在：没有可采用的内容。</translation>
    </message>
    <message>
        <source>In step with the original</source>
        <translation>与原注一致</translation>
    </message>
    <message>
        <source>Original changed</source>
        <translation>原注已更改</translation>
    </message>
    <message>
        <source>Edited here</source>
        <translation>已在此处修改</translation>
    </message>
    <message>
        <source>Both changed</source>
        <translation>双方均已更改</translation>
    </message>
    <message>
        <source>Original gone</source>
        <translation>原注已不存在</translation>
    </message>
</context>
<context>
    <name>NoteReuse</name>
    <message>
        <source>No note was chosen.</source>
        <translation>没有选择译者注。</translation>
    </message>
    <message>
        <source>Block %1 is no translator&apos;s note.</source>
        <translation>块 %1 不是译者注。</translation>
    </message>
    <message>
        <source>Note %1 is already in this issue.</source>
        <translation>译者注 %1 已在本期中。</translation>
    </message>
    <message>
        <source>The notes to reuse must all come from one issue.</source>
        <translation>要复用的译者注必须全部来自同一期。</translation>
    </message>
    <message>
        <source>Block %1 is not in the draft the notes go to.</source>
        <translation>块 %1 不在目标期的译稿中。</translation>
    </message>
    <message>
        <source>The issue the notes go to is not in this project.</source>
        <translation>目标期不在此项目中。</translation>
    </message>
</context>
<context>
    <name>NotesCommand</name>
    <message>
        <source>List the notes the GPU and version catalogues suggest for the issue&apos;s source blocks.</source>
        <translation>列出 GPU 与版本目录为本期原文各块建议的译者注。</translation>
    </message>
    <message>
        <source>List the note kinds and their templates&apos; fields (no --issue).</source>
        <translation>列出各类译者注及其模板字段（不带 --issue）。</translation>
    </message>
    <message>
        <source>--templates lists the project&apos;s note kinds: give it without --issue and --suggest</source>
        <translation>--templates 列出项目的译者注类型：请勿与 --issue 和 --suggest 同用</translation>
    </message>
    <message>
        <source>(optional)</source>
        <translation>（可选）</translation>
    </message>
    <message numerus="yes">
        <source>Version snapshot of the post: %n known conflict(s)</source>
        <translation>
            <numerusform>全文的版本快照：%n 处已知冲突</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OutlineFilterController</name>
    <message>
        <source>The outline filter could not read this issue: %1</source>
        <translation>大纲筛选无法读取本期：%1</translation>
    </message>
</context>
<context>
    <name>PackExportDialog</name>
    <message>
        <source>Export Reproduction Pack</source>
        <translation>导出环境复现包</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>文件夹(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>Project settings for reproduction packs</source>
        <translation>本项目的环境复现包设置</translation>
    </message>
    <message>
        <source>&amp;pip mirror:</source>
        <translation>pip 镜像(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;conda mirror:</source>
        <translation>conda 镜像(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Hugging Face mirror:</source>
        <translation>Hugging Face 镜像(&amp;H)：</translation>
    </message>
    <message>
        <source>Base &amp;image:</source>
        <translation>基础镜像(&amp;I)：</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>The issue&apos;s reproduction pack note is written as Dockerfile, requirements.txt, run_quick.sh and README.md. A folder that holds other files is refused.</source>
        <translation>该期的环境复现包译者注会写成 Dockerfile、requirements.txt、run_quick.sh 和 README.md。含有其他文件的文件夹会被拒绝。</translation>
    </message>
    <message>
        <source>The issue has no reproduction pack note: a pack is built from its version snapshot with the settings below. A folder that holds other files is refused.</source>
        <translation>该期没有环境复现包译者注：将按其版本快照和下面的设置生成复现包。含有其他文件的文件夹会被拒绝。</translation>
    </message>
    <message>
        <source>Export Reproduction Pack To</source>
        <translation>将环境复现包导出到</translation>
    </message>
    <message>
        <source>An empty field means the default shown in it.</source>
        <translation>留空即用框中灰字所示的默认值。</translation>
    </message>
</context>
<context>
    <name>PackWriter</name>
    <message>
        <source>%1 is a file, not a folder.</source>
        <translation>%1 是文件，不是文件夹。</translation>
    </message>
    <message>
        <source>%1 holds other files than a reproduction pack (%2): choose an empty folder or one with an earlier pack.</source>
        <translation>%1 中有环境复现包以外的文件（%2）：请选择空文件夹或存放旧复现包的文件夹。</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
    <message>
        <source>Give the folder to write the reproduction pack to.</source>
        <translation>请指定写入环境复现包的文件夹。</translation>
    </message>
</context>
<context>
    <name>PhraseSearch</name>
    <message>
        <source>No project is open.</source>
        <translation>没有打开的项目。</translation>
    </message>
</context>
<context>
    <name>PlainLanguage</name>
    <message>
        <source>The project&apos;s plain-language list does not read; QA Settings can store it anew.</source>
        <translation>项目的通俗说法列表无法读取；可在“质量检查设置”中重新保存。</translation>
    </message>
    <message>
        <source>Every row of the plain-language list needs the jargon and its plain wording.</source>
        <translation>通俗说法列表的每一行都需要填写术语黑话和对应的通俗说法。</translation>
    </message>
    <message>
        <source>“%1” is listed twice in the plain-language list.</source>
        <translation>“%1”在通俗说法列表中出现了两次。</translation>
    </message>
</context>
<context>
    <name>PlainLanguageCommand</name>
    <message>
        <source>Replace the list with this JSON file: an array of {&quot;jargon&quot;, &quot;plain&quot;}.</source>
        <translation>用这个 JSON 文件替换列表：{&quot;jargon&quot;, &quot;plain&quot;} 组成的数组。</translation>
    </message>
    <message>
        <source>Put the seed&apos;s examples back (鲁棒性 → 抗干扰能力, …).</source>
        <translation>恢复实践文章里的示例（鲁棒性 → 抗干扰能力，…）。</translation>
    </message>
    <message>
        <source>--import and --defaults exclude each other</source>
        <translation>--import 和 --defaults 不能同时使用</translation>
    </message>
    <message>
        <source>%1 is not a JSON array of {&quot;jargon&quot;, &quot;plain&quot;}</source>
        <translation>%1 不是 {&quot;jargon&quot;, &quot;plain&quot;} 组成的 JSON 数组</translation>
    </message>
    <message>
        <source>%1 jargon entries with their plain wording
</source>
        <translation>%1 条术语黑话及其通俗说法
</translation>
    </message>
</context>
<context>
    <name>PlainLanguageEditor</name>
    <message>
        <source>Jargon</source>
        <translation>术语黑话</translation>
    </message>
    <message>
        <source>Plain wording</source>
        <translation>通俗说法</translation>
    </message>
    <message>
        <source>QA offers the plain wording as a hint wherever the draft uses the jargon (认知层校准: readers should not stumble over words like 鲁棒性).</source>
        <translation>译文中出现这些术语黑话时，质量检查会以提示的形式给出通俗说法（认知层校准：别让读者卡在“鲁棒性”这类词上）。</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Defaults</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>The seed&apos;s examples</source>
        <translation>实践文章里的示例</translation>
    </message>
</context>
<context>
    <name>PlantedErrorBenchmark</name>
    <message>
        <source>not found by its own finding</source>
        <translation>未被其自身的检查发现</translation>
    </message>
    <message>
        <source>no */source.en.md with */target.zh.md under %1</source>
        <translation>%1 下没有同时含 */source.en.md 和 */target.zh.md 的文件夹</translation>
    </message>
    <message>
        <source>%1 planted errors, %2 found by their own finding, %3 changed other findings
</source>
        <translation>共植入 %1 个错误，%2 个由其自身的检查发现，%3 个改变了其他检查结果
</translation>
    </message>
    <message>
        <source>Planted errors: each kind planted at up to %1 places of each of the %2 published translations, one at a time; QA before and after compared
</source>
        <translation>植入错误：每种错误在 %2 篇已发表译文的每一篇中最多植入 %1 处，每次一处；比较植入前后的 QA 结果
</translation>
    </message>
    <message>
        <source>checks of the largest pair %1 (every check family, no termbase), best of %2: %3 ms, thread CPU %4 ms (target &lt; 50 ms)
</source>
        <translation>最大的一对 %1 的检查（所有检查类别，无术语库），%2 次中最好：%3 毫秒，线程 CPU %4 毫秒（目标 &lt; 50 毫秒）
</translation>
    </message>
</context>
<context>
    <name>PostImportController</name>
    <message>
        <source>Import Posts</source>
        <translation>导入文章</translation>
    </message>
    <message>
        <source>Markdown posts (*.md *.markdown *.mdx);;All files (*)</source>
        <translation>Markdown 文章 (*.md *.markdown *.mdx);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Importing posts…</source>
        <translation>正在导入文章…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>正在导入 %1…</translation>
    </message>
</context>
<context>
    <name>PostImportDialog</name>
    <message>
        <source>Import Posts</source>
        <translation>导入文章</translation>
    </message>
    <message>
        <source>The post becomes a new issue. Its title may be replaced by a Chinese one, or left empty for the post&apos;s first heading.</source>
        <translation>这篇文章将成为新的一期。标题可以改成中文，也可以留空，留空时使用文章的第一个标题。</translation>
    </message>
    <message>
        <source>Each post becomes a new issue. Titles may be replaced by Chinese ones, or left empty for each post&apos;s first heading.</source>
        <translation>每篇文章各成为新的一期。标题可以改成中文，也可以留空，留空时使用该文章的第一个标题。</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>导入(&amp;I)</translation>
    </message>
    <message>
        <source>Post</source>
        <translation>文章</translation>
    </message>
    <message>
        <source>Issue number</source>
        <translation>期号</translation>
    </message>
    <message>
        <source>Title (optional)</source>
        <translation>标题（可选）</translation>
    </message>
    <message>
        <source>The post&apos;s first heading</source>
        <translation>文章的第一个标题</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>PostImportPlan</name>
    <message>
        <source>Type an issue number for each post.</source>
        <translation>请为每篇文章填写期号。</translation>
    </message>
    <message>
        <source>“%1” is not an issue number: type a whole number from 1 up, such as %2.</source>
        <translation>“%1”不是期号：请填写从 1 起的整数，例如 %2。</translation>
    </message>
    <message>
        <source>Issue %1 already exists (“%2”): choose another number; the next free one is %3.</source>
        <translation>第 %1 期已存在（“%2”）：请换一个期号；下一个空闲期号是 %3。</translation>
    </message>
    <message>
        <source>Issue %1 is given to two posts: each post needs a number of its own.</source>
        <translation>第 %1 期分给了两篇文章：每篇文章需要各自的期号。</translation>
    </message>
</context>
<context>
    <name>PostImportQueue</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: this post is already imported into issue %2.</source>
        <translation>%1：这篇文章已导入第 %2 期。</translation>
    </message>
    <message>
        <source>%1: issue %2 already exists.</source>
        <translation>%1：第 %2 期已存在。</translation>
    </message>
</context>
<context>
    <name>PostImporter</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>The post</source>
        <translation>该文章</translation>
    </message>
    <message>
        <source>%1 has no markdown blocks to translate.</source>
        <translation>%1 中没有可翻译的 Markdown 块。</translation>
    </message>
    <message>
        <source>The translation</source>
        <translation>该译文</translation>
    </message>
    <message>
        <source>This post is already imported into issue %1.</source>
        <translation>这篇文章已经导入到第 %1 期。</translation>
    </message>
    <message>
        <source>Nothing to import.</source>
        <translation>没有要导入的内容。</translation>
    </message>
    <message>
        <source>The post was imported, but its translation could not be added to the translation memory: %1</source>
        <translation>文章已导入，但其译文未能加入翻译记忆库：%1</translation>
    </message>
</context>
<context>
    <name>PretranslateCommand</name>
    <message>
        <source>The lowest match score used (1–101, default 75).</source>
        <translation>采用的最低匹配分（1–101，默认 75）。</translation>
    </message>
    <message>
        <source>--min takes a score from 1 to 101</source>
        <translation>--min 取 1 到 101 的分数</translation>
    </message>
    <message>
        <source>Issue %1: %2 blocks pre-translated (%3 exact), %4 without a match of %5 or more, %6 left as they were
</source>
        <translation>第 %1 期：预翻译了 %2 个块（其中 %3 个完全匹配），%4 个块没有 %5 分及以上的匹配，%6 个块保持原样
</translation>
    </message>
    <message>
        <source>pre-translated from the memory</source>
        <translation>用记忆库预翻译</translation>
    </message>
    <message>
        <source>Pre-translate from the machine-translation endpoint instead of the memory.</source>
        <translation>改用机器翻译端点（而非翻译记忆库）预翻译。</translation>
    </message>
    <message>
        <source>No machine-translation endpoint is configured: yiqiao-cli mt config PROJECT --endpoint URL --model NAME</source>
        <translation>尚未配置机器翻译端点：yiqiao-cli mt config 项目 --endpoint 地址 --model 模型名</translation>
    </message>
    <message>
        <source>Issue %1: %2 blocks pre-translated by the machine (%3 findings), %4 left as they were
</source>
        <translation>第 %1 期：机器预翻译了 %2 个块（%3 个问题），%4 个块保持原样
</translation>
    </message>
    <message>
        <source>--min is a memory match score and cannot be used with --mt</source>
        <translation>--min 是翻译记忆的匹配分数，不能与 --mt 一起使用</translation>
    </message>
</context>
<context>
    <name>ProjectCatalogs</name>
    <message>
        <source>The project&apos;s %1 no longer loads, the shipped one is used instead: %2</source>
        <translation>本项目的%1已无法加载，改用内置版本：%2</translation>
    </message>
    <message>
        <source>The shipped %1 does not load: %2</source>
        <translation>内置的%1无法加载：%2</translation>
    </message>
    <message>
        <source>The %1 is empty; reset it to use the shipped one.</source>
        <translation>%1为空；请将其重置，以使用内置版本。</translation>
    </message>
    <message>
        <source>GPU catalogue</source>
        <translation>GPU 目录</translation>
    </message>
    <message>
        <source>version catalogue</source>
        <translation>版本目录</translation>
    </message>
    <message>
        <source>compatibility catalogue</source>
        <translation>兼容性目录</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>这是一个文件夹</translation>
    </message>
    <message>
        <source>%1 is not a %2: it is larger than %3 MB.</source>
        <translation>%1 不是%2：文件超过 %3 MB。</translation>
    </message>
    <message>
        <source>the file is empty.</source>
        <translation>文件为空。</translation>
    </message>
    <message>
        <source>%1 is not a %2: %3</source>
        <translation>%1 不是%2：%3</translation>
    </message>
    <message>
        <source>The shipped %1 is newer (version %2) than the one this project&apos;s own is based on (version %3): keep yours, take the shipped one or merge its new entries.</source>
        <translation>随附的%1更新（版本 %2），比本项目自己的目录所依据的版本（版本 %3）新：可保留你的、改用随附的，或合并其新条目。</translation>
    </message>
</context>
<context>
    <name>ProjectController</name>
    <message>
        <source>Will not export over the project file %1.</source>
        <translation>不会导出到项目文件 %1 上。</translation>
    </message>
</context>
<context>
    <name>ProjectFileCheck</name>
    <message>
        <source>There is no project file at %1.</source>
        <translation>%1 处没有项目文件。</translation>
    </message>
    <message>
        <source>%1 is a folder, not a Yiqiao project file.</source>
        <translation>%1 是一个文件夹，不是译桥项目文件。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is empty, not a Yiqiao project.</source>
        <translation>%1 是空文件，不是译桥项目。</translation>
    </message>
    <message>
        <source>%1 is not a Yiqiao project (it is not an SQLite database).</source>
        <translation>%1 不是译桥项目（它不是 SQLite 数据库）。</translation>
    </message>
    <message>
        <source>The project file %1 is damaged (its header is cut short).</source>
        <translation>项目文件 %1 已损坏（文件头不完整）。</translation>
    </message>
    <message>
        <source>A journal file %1 from another copy of this project lies beside it. Move that file away, then open the project again.</source>
        <translation>项目旁边有一个来自该项目另一份副本的日志文件 %1。请先把该文件移走，再重新打开项目。</translation>
    </message>
    <message>
        <source>%1 is an SQLite database of another program, not a Yiqiao project.</source>
        <translation>%1 是其他程序的 SQLite 数据库，不是译桥项目。</translation>
    </message>
    <message>
        <source>%1 was written by a newer version of Yiqiao (file format %2; this version reads up to %3). Update Yiqiao to open it; the file was left untouched.</source>
        <translation>%1 由更新版本的译桥写入（文件格式 %2；本版本最高只能读取 %3）。请升级译桥后再打开；该文件未被改动。</translation>
    </message>
    <message>
        <source>The folder %1 is read-only. Copy the project to a folder you can write to and open it there.</source>
        <translation>文件夹 %1 是只读的。请把项目复制到可写的文件夹后在那里打开。</translation>
    </message>
    <message>
        <source>The project file %1 is read-only. Make it writable or open a copy.</source>
        <translation>项目文件 %1 是只读的。请将其设为可写，或打开一个副本。</translation>
    </message>
    <message>
        <source>No project file name was given.</source>
        <translation>未提供项目文件名。</translation>
    </message>
    <message>
        <source>%1 already exists; choose another name or open it.</source>
        <translation>%1 已存在；请换一个名称，或直接打开它。</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation>文件夹 %1 不存在。</translation>
    </message>
</context>
<context>
    <name>ProjectLock</name>
    <message>
        <source>The folder of %1 does not exist.</source>
        <translation>%1 所在的文件夹不存在。</translation>
    </message>
    <message>
        <source>Cannot create the lock file %1 beside the project (the folder is read-only), so the project can only be opened read-only.</source>
        <translation>无法在项目旁创建锁文件 %1（文件夹只读），因此项目只能以只读方式打开。</translation>
    </message>
    <message>
        <source>%1 is locked by another program. If no Yiqiao window has it open, delete %2 and try again.</source>
        <translation>%1 被另一个程序锁定。如果没有译桥窗口打开它，请删除 %2 后重试。</translation>
    </message>
    <message>
        <source>This project is already open in this Yiqiao window.</source>
        <translation>此项目已在本译桥窗口中打开。</translation>
    </message>
    <message>
        <source>This project is already open in another Yiqiao window (process %1 on host %2). Close it there first; opening it twice could overwrite work.</source>
        <translation>此项目已在另一个译桥窗口中打开（主机 %2 上的进程 %1）。请先在那里关闭它；同时打开两次可能覆盖工作成果。</translation>
    </message>
    <message>
        <source>If Yiqiao no longer runs there, delete %1 and try again.</source>
        <translation>如果那里的译桥已不再运行，请删除 %1 后重试。</translation>
    </message>
</context>
<context>
    <name>ProjectReplacer</name>
    <message>
        <source>There is nothing to replace.</source>
        <translation>没有可替换的内容。</translation>
    </message>
    <message>
        <source>The regular expression is not valid: %1.</source>
        <translation>正则表达式无效：%1。</translation>
    </message>
    <message>
        <source>No project is open.</source>
        <translation>没有打开的项目。</translation>
    </message>
    <message>
        <source>replaced “%1” with “%2”</source>
        <translation>已将“%1”替换为“%2”</translation>
    </message>
    <message>
        <source>The change is saved, but the revision history could not record it: %1</source>
        <translation>更改已保存，但修订历史未能记录它：%1</translation>
    </message>
    <message>
        <source>undid replace batch %1</source>
        <translation>撤销了替换批次 %1</translation>
    </message>
    <message>
        <source>Replace batch %1 has already been undone.</source>
        <translation>替换批次 %1 已被撤销。</translation>
    </message>
    <message>
        <source>There is no replace batch %1.</source>
        <translation>不存在替换批次 %1。</translation>
    </message>
    <message>
        <source>There is nothing to record.</source>
        <translation>没有可记录的内容。</translation>
    </message>
    <message>
        <source>Replace batch %1 changed the same blocks later: undo it first.</source>
        <translation>替换批次 %1 之后又修改了相同的块：请先撤销它。</translation>
    </message>
</context>
<context>
    <name>ProjectSchema</name>
    <message>
        <source>Upgrading the project to format %1 failed: %2</source>
        <translation>将项目升级到格式 %1 失败：%2</translation>
    </message>
    <message>
        <source>The project&apos;s format version cannot be read.</source>
        <translation>无法读取项目的格式版本。</translation>
    </message>
    <message>
        <source>row %1 of %2 refers to a missing row of %3</source>
        <translation>%2 的第 %1 行引用了 %3 中不存在的行</translation>
    </message>
</context>
<context>
    <name>ProjectSearch</name>
    <message>
        <source>There is nothing to find.</source>
        <translation>没有要查找的内容。</translation>
    </message>
    <message>
        <source>The regular expression is not valid: %1 (at %2).</source>
        <translation>正则表达式无效：%1（位于 %2）。</translation>
    </message>
    <message>
        <source>No project is open.</source>
        <translation>没有打开的项目。</translation>
    </message>
</context>
<context>
    <name>ProjectStats</name>
    <message numerus="yes">
        <source>%n issue(s), %1 source blocks, %2 target blocks</source>
        <translation>
            <numerusform>%n 期，%1 个原文块，%2 个译稿块</numerusform>
        </translation>
    </message>
    <message>
        <source>source characters: %1, draft characters: %2, progress: %3%</source>
        <translation>原文字符：%1，译稿字符：%2，进度：%3%</translation>
    </message>
    <message>
        <source>#%1 %2 [%3]: %4 → %5 blocks, %6 → %7 chars, %8% done</source>
        <translation>第 %1 期 %2 [%3]：%4 → %5 块，%6 → %7 字符，完成 %8%</translation>
    </message>
</context>
<context>
    <name>ProjectStore</name>
    <message>
        <source>%1 is an SQLite database of another program, not a Yiqiao project.</source>
        <translation>%1 是其他程序的 SQLite 数据库，不是译桥项目。</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>The project file %1 is damaged and cannot be opened. Restore it from a backup.</source>
        <translation>项目文件 %1 已损坏，无法打开。请从备份恢复。</translation>
    </message>
    <message>
        <source>Cannot switch %1 to write-ahead logging. Is the folder on a network share?</source>
        <translation>无法将 %1 切换到预写日志（WAL）模式。该文件夹是否位于网络共享上？</translation>
    </message>
    <message>
        <source>No project is open.</source>
        <translation>没有打开的项目。</translation>
    </message>
    <message>
        <source>The project was opened read-only.</source>
        <translation>该项目以只读方式打开。</translation>
    </message>
    <message>
        <source>The project file %1 was moved or deleted while it was open; nothing was saved.</source>
        <translation>项目文件 %1 在打开期间被移动或删除；没有保存任何内容。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>Cannot recover %1 after a crash: %2</source>
        <translation>崩溃后无法恢复 %1：%2</translation>
    </message>
    <message>
        <source>%1 was written by a newer version of Yiqiao (file format %2; this version reads up to %3). Update Yiqiao to open it; the file was left untouched.</source>
        <translation>%1 由更新版本的译桥写入（文件格式 %2；本版本最多读取格式 %3）。请升级译桥后再打开；文件未被改动。</translation>
    </message>
    <message>
        <source>The project file %1 is damaged (it ends in the middle of a page; was it cut short?). Restore it from a backup.</source>
        <translation>项目文件 %1 已损坏（它在一页的中间结束，是否被截断？）。请从备份恢复。</translation>
    </message>
    <message>
        <source>%1 still has changes in its -wal file (left by a crash) and lies in a read-only place, where they cannot be recovered. Copy the project together with its -wal file to a folder you can write to and open it there.</source>
        <translation>%1 的 -wal 文件中仍有（崩溃遗留的）更改，而它位于只读位置，无法恢复这些更改。请把项目连同其 -wal 文件复制到可写的文件夹，再在那里打开。</translation>
    </message>
    <message>
        <source>The project file %1 was replaced by another file while it was open; nothing was saved. Close the project and open it again.</source>
        <translation>项目文件 %1 在打开期间被另一个文件替换；未保存任何内容。请关闭项目后重新打开。</translation>
    </message>
    <message>
        <source>Cannot prepare %1 for team work: %2</source>
        <translation>无法为团队协作准备 %1：%2</translation>
    </message>
</context>
<context>
    <name>ProjectStyleDialog</name>
    <message>
        <source>d2l-zh preset: no space between Chinese and Latin (使用GPU训练)</source>
        <translation>d2l-zh 预设：中文与拉丁字母之间不加空格（使用GPU训练）</translation>
    </message>
    <message>
        <source>Hugging Face preset: a space between Chinese and Latin (使用 GPU 训练)</source>
        <translation>Hugging Face 预设：中文与拉丁字母之间加空格（使用 GPU 训练）</translation>
    </message>
    <message>
        <source>Learn the house style from published translations:</source>
        <translation>从已发表的译文学习本系列风格：</translation>
    </message>
    <message>
        <source>Typography of the New Project</source>
        <translation>新项目的排版</translation>
    </message>
    <message>
        <source>A folder of *.zh.md translations</source>
        <translation>存放 *.zh.md 译文的文件夹</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>QA checks the typography of Chinese text the way the series writes it. A learned style records, rule by rule, what the translations do and checks only where they are consistent; it can be learned again from the project&apos;s finished issues later (QA Settings).</source>
        <translation>质量检查按本系列的写法检查中文排版。学得的风格逐条规则记录译文的写法，只在写法一致时才检查；以后也可以从项目中已完成的各期重新学习（质量检查设置）。</translation>
    </message>
    <message>
        <source>Published Translations</source>
        <translation>已发表的译文</translation>
    </message>
    <message>
        <source>Start with the radar&apos;s technologies and a starter termbase (removable)</source>
        <translation>以技术雷达的技术和入门术语库开始（可删除）</translation>
    </message>
    <message>
        <source>The seed&apos;s technologies in the radar&apos;s four dimensions and terms such as kernel → 内核 / CUDA核函数 by context; delete what the series does not need.</source>
        <translation>实践文章里技术雷达四个维度下的技术，以及 kernel → 内核 / CUDA核函数（按上下文）等术语；系列用不到的可以删除。</translation>
    </message>
</context>
<context>
    <name>PropagateCommand</name>
    <message>
        <source>Take the whole series as one pool: identical blocks of every issue take and give confirmed translations.</source>
        <translation>把整个系列当作一个整体：每一期的相同块都可提供和接收已确认的译文。</translation>
    </message>
    <message>
        <source>Say what would change without changing anything.</source>
        <translation>只说明会改动什么，不做任何改动。</translation>
    </message>
    <message>
        <source>issue %1	block %2 ← block %3	%4
</source>
        <translation>第 %1 期	块 %2 ← 块 %3	%4
</translation>
    </message>
    <message>
        <source>conflict	“%1”: %2 different confirmed translations (blocks %3), none propagated
</source>
        <translation>冲突	“%1”：有 %2 种不同的已确认译文（块 %3），均未传播
</translation>
    </message>
    <message numerus="yes">
        <source>%n block(s) would take the confirmed translation of an identical source block (status %1); %2 repeated source blocks, %3 left as they were, %4 conflicts
</source>
        <translation>
            <numerusform>将有 %n 个块采用相同原文块的已确认译文（状态 %1）；重复的原文块 %2 个，保持不变 %3 个，冲突 %4 处
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n block(s) took the confirmed translation of an identical source block (status %1); %2 repeated source blocks, %3 left as they were, %4 conflicts
</source>
        <translation>
            <numerusform>%n 个块已采用相同原文块的已确认译文（状态 %1）；重复的原文块 %2 个，保持不变 %3 个，冲突 %4 处
</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PropagationBar</name>
    <message>
        <source>Not Now</source>
        <translation>暂不</translation>
    </message>
    <message>
        <source>Leave the identical blocks as they are</source>
        <translation>相同的块保持原样</translation>
    </message>
    <message numerus="yes">
        <source>The translation you confirmed fits %n identical source block(s) of this issue whose draft nobody wrote yet.</source>
        <translation>
            <numerusform>你刚确认的译文适用于本期 %n 个尚无人撰写译稿的相同原文块。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Propagate to %n Identical Block(s)</source>
        <translation>
            <numerusform>传播到 %n 个相同的块</numerusform>
        </translation>
    </message>
    <message>
        <source>Fill them with this translation as pre-translated, to confirm each in its context (%1); one undo step</source>
        <translation>以此译文填入这些块，状态为预翻译，需在各自上下文中逐一确认（%1）；可一步撤销</translation>
    </message>
</context>
<context>
    <name>Propagator</name>
    <message numerus="yes">
        <source>propagated %n confirmed translation(s) to identical blocks</source>
        <translation>
            <numerusform>已将 %n 条已确认译文传播到相同的块</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no issue with the id %1.</source>
        <translation>没有 id 为 %1 的期。</translation>
    </message>
    <message>
        <source>A propagated block was lost from the draft.</source>
        <translation>一个传播的块从译稿中丢失了。</translation>
    </message>
</context>
<context>
    <name>QaBenchmark</name>
    <message>
        <source>no */source.en.md with */target.zh.md under %1</source>
        <translation>%1 下没有同时含 */source.en.md 和 */target.zh.md 的文件夹</translation>
    </message>
    <message>
        <source>QA of the corpus&apos;s published translations (%1 pairs; typography preset by source: d2l-* d2l, others huggingface), best of %2 rounds
</source>
        <translation>对语料中已发布的译文进行质量检查（%1 对；排版预设按来源决定：d2l-* 用 d2l，其余用 huggingface），取 %2 轮中的最好成绩
</translation>
    </message>
    <message>
        <source>style %1: %2 findings in %3 characters, %4 per 1,000
</source>
        <translation>风格 %1：%3 个字符中有 %2 个问题，每千字符 %4 个
</translation>
    </message>
    <message>
        <source>with the style detected in each translation: %1 findings, %2 per 1,000
</source>
        <translation>按每篇译文检测出的风格：%1 个问题，每千字符 %2 个
</translation>
    </message>
    <message>
        <source>largest pair %1 (%2 + %3 bytes): checks %4 ms; read from a project, checked and waivers applied %5 ms (target &lt; 50 ms)
</source>
        <translation>最大的文章对 %1（%2 + %3 字节）：检查 %4 毫秒；从项目读取、检查并应用豁免 %5 毫秒（目标 &lt; 50 毫秒）
</translation>
    </message>
    <message>
        <source>per check, findings (per 1,000 characters) with the preset of each source, and with the style learned from the rest of the series (nothing learned in a series of one):
</source>
        <translation>每项检查的问题数（每千字符），按各来源的预设，以及按从同系列其余译文学得的风格（只有一篇的系列无从学习）：
</translation>
    </message>
    <message>
        <source>per series, findings per 1,000 characters with the style learned from the OTHER translations of the series (target &lt;= 1.0; a series of one has no other translation to learn from: nothing is learned and no typography rule fires):
</source>
        <translation>每个系列每千字符的问题数，按从该系列其他译文学得的风格（目标 &lt;= 1.0；只有一篇的系列没有其他译文可学：学不到任何风格，排版规则都不触发）：
</translation>
    </message>
    <message>
        <source>%1 (nothing learned)</source>
        <translation>%1（未学到风格）</translation>
    </message>
</context>
<context>
    <name>QaChecks</name>
    <message>
        <source>Untranslated</source>
        <translation>未翻译</translation>
    </message>
    <message>
        <source>A source block has no translation, or its draft is still English.</source>
        <translation>原文块没有译文，或其译稿仍是英文。</translation>
    </message>
    <message>
        <source>Empty block</source>
        <translation>空块</translation>
    </message>
    <message>
        <source>A draft block has no text.</source>
        <translation>译稿块没有文字。</translation>
    </message>
    <message>
        <source>Unjustified deletion</source>
        <translation>删除无理由</translation>
    </message>
    <message>
        <source>A deletion has no justification; export refuses it.</source>
        <translation>删除没有理由；导出会拒绝它。</translation>
    </message>
    <message>
        <source>Deleted but translated</source>
        <translation>已删除但仍有译文</translation>
    </message>
    <message>
        <source>Source text marked as deleted still has a translation in the draft.</source>
        <translation>标记为删除的原文在译稿中仍有译文。</translation>
    </message>
    <message>
        <source>Code block changed</source>
        <translation>代码块有改动</translation>
    </message>
    <message>
        <source>A fenced code block is missing or its code differs from the source (comments, prompts and indentation ignored).</source>
        <translation>围栏代码块缺失，或其代码与原文不同（忽略注释、提示符和缩进）。</translation>
    </message>
    <message>
        <source>Inline code changed</source>
        <translation>行内代码有改动</translation>
    </message>
    <message>
        <source>An inline code span of the source is missing from the translation.</source>
        <translation>译文中缺少原文中的某段行内代码。</translation>
    </message>
    <message>
        <source>Link target changed</source>
        <translation>链接目标有改动</translation>
    </message>
    <message>
        <source>A link target of the source is missing from the translation (Chinese editions of a page and translated anchors are accepted).</source>
        <translation>译文中缺少原文中的某个链接目标（页面的中文版和翻译后的锚点均可接受）。</translation>
    </message>
    <message>
        <source>Image changed</source>
        <translation>图片有改动</translation>
    </message>
    <message>
        <source>An image of the source is missing from the translation.</source>
        <translation>译文中缺少原文中的某张图片。</translation>
    </message>
    <message>
        <source>Table shape changed</source>
        <translation>表格结构有改动</translation>
    </message>
    <message>
        <source>A table has a different number of columns or rows than in the source.</source>
        <translation>表格的列数或行数与原文不同。</translation>
    </message>
    <message>
        <source>Heading level changed</source>
        <translation>标题级别有改动</translation>
    </message>
    <message>
        <source>A heading&apos;s level differs from the source&apos;s.</source>
        <translation>标题级别与原文不同。</translation>
    </message>
    <message>
        <source>List nesting changed</source>
        <translation>列表嵌套有改动</translation>
    </message>
    <message>
        <source>A list item&apos;s nesting or marker kind differs from the source&apos;s.</source>
        <translation>列表项的嵌套层级或标记类型与原文不同。</translation>
    </message>
    <message>
        <source>HTML or component changed</source>
        <translation>HTML 或组件有改动</translation>
    </message>
    <message>
        <source>An HTML tag or MDX component of the source is missing from the translation.</source>
        <translation>译文中缺少原文中的某个 HTML 标签或 MDX 组件。</translation>
    </message>
    <message>
        <source>Number changed</source>
        <translation>数字有改动</translation>
    </message>
    <message>
        <source>A number of the source is missing from the translation (1,000 = 1000, 7B = 70亿 and Chapter 1 = 第一章 are accepted; units are not compared).</source>
        <translation>译文中缺少原文中的某个数字（以下写法均可接受：1,000 = 1000、7B = 70亿、Chapter 1 = 第一章；不比较单位）。</translation>
    </message>
    <message>
        <source>Version changed</source>
        <translation>版本号有改动</translation>
    </message>
    <message>
        <source>A version number of the source is missing from the translation.</source>
        <translation>译文中缺少原文中的某个版本号。</translation>
    </message>
    <message>
        <source>Identifier changed</source>
        <translation>标识符有改动</translation>
    </message>
    <message>
        <source>A command-line flag, environment variable, path or identifier of the source is missing from the translation.</source>
        <translation>译文中缺少原文中的某个命令行参数、环境变量、路径或标识符。</translation>
    </message>
    <message>
        <source>Forbidden term</source>
        <translation>禁用译法</translation>
    </message>
    <message>
        <source>The draft uses a rendering the termbase forbids.</source>
        <translation>译稿使用了术语库禁用的译法。</translation>
    </message>
    <message>
        <source>Missing term</source>
        <translation>术语缺失</translation>
    </message>
    <message>
        <source>A source term has none of its approved renderings in the draft.</source>
        <translation>译稿中没有原文术语的任何一种认可译法。</translation>
    </message>
    <message>
        <source>Term rendering for another context</source>
        <translation>用了其他语境的译法</translation>
    </message>
    <message>
        <source>The draft uses a rendering the termbase gives for another context.</source>
        <translation>译稿使用了术语库为其他语境给出的译法。</translation>
    </message>
    <message>
        <source>First use of a term</source>
        <translation>术语首次出现</translation>
    </message>
    <message>
        <source>The term&apos;s first occurrence lacks the form its first-use rule asks for.</source>
        <translation>术语首次出现时没有采用其首次出现规则要求的写法。</translation>
    </message>
    <message>
        <source>Spacing between Chinese and Latin</source>
        <translation>中文与拉丁字母间距</translation>
    </message>
    <message>
        <source>Space between Chinese characters and Latin letters, inline code, math or URLs, as the project&apos;s style asks (none, or one space).</source>
        <translation>中文字符与拉丁字母、行内代码、公式或网址之间的空格，按项目风格要求（不加空格或加一个空格）检查。</translation>
    </message>
    <message>
        <source>Spacing between Chinese and digits</source>
        <translation>中文与数字间距</translation>
    </message>
    <message>
        <source>Space between Chinese characters and digits, as the project&apos;s style asks (none, or one space).</source>
        <translation>中文字符与数字之间的空格，按项目风格要求（不加空格或加一个空格）检查。</translation>
    </message>
    <message>
        <source>Half-width punctuation</source>
        <translation>半角标点</translation>
    </message>
    <message>
        <source>Half-width punctuation (, . : ; ? ! ( )) touching Chinese characters, or parentheses around Chinese text, instead of full-width.</source>
        <translation>紧挨中文字符的半角标点（, . : ; ? ! ( )），或括住中文文本的半角括号，应改用全角。</translation>
    </message>
    <message>
        <source>Space beside full-width punctuation</source>
        <translation>全角标点旁的空格</translation>
    </message>
    <message>
        <source>A space stands before or after full-width punctuation.</source>
        <translation>全角标点前后有空格。</translation>
    </message>
    <message>
        <source>Quotation marks</source>
        <translation>引号</translation>
    </message>
    <message>
        <source>A Chinese sentence uses other quotation marks than the project&apos;s style (straight quotes touching or quoting Chinese, 「」 under curly, “” under corner).</source>
        <translation>中文句子所用的引号与项目风格不符（直引号紧挨或引用中文；弯引号风格下用了「」；直角引号风格下用了“”）。</translation>
    </message>
    <message>
        <source>Repeated punctuation</source>
        <translation>标点重复</translation>
    </message>
    <message>
        <source>The same punctuation mark is repeated (。。 ，， ！！) or doubled by its half-width twin (。.); …… and —— are fine.</source>
        <translation>同一标点重复出现（。。 ，， ！！），或与对应的半角标点连用（。.）；…… 和 —— 不算。</translation>
    </message>
    <message>
        <source>Completeness</source>
        <translation>完整性</translation>
    </message>
    <message>
        <source>Deletions</source>
        <translation>删除记录</translation>
    </message>
    <message>
        <source>Markdown parity</source>
        <translation>Markdown 结构一致性</translation>
    </message>
    <message>
        <source>Numbers and identifiers</source>
        <translation>数字与标识符</translation>
    </message>
    <message>
        <source>Terminology</source>
        <translation>术语</translation>
    </message>
    <message>
        <source>Chinese typography</source>
        <translation>中文排版</translation>
    </message>
    <message>
        <source>Untranslated sentence</source>
        <translation>未翻译的句子</translation>
    </message>
    <message>
        <source>A Chinese draft block still holds a sentence of its source in English, word for word.</source>
        <translation>中文草稿块中仍有一句与原文逐字相同的英文。</translation>
    </message>
    <message>
        <source>Number moved in a table</source>
        <translation>表格数字错位</translation>
    </message>
    <message>
        <source>A number of a table cell is not in the same cell of the translation (tables shaped as their source, compared cell by cell).</source>
        <translation>表格单元格中的数字不在译文的同一单元格中（仅比较与原文形状相同的表格，逐格比较）。</translation>
    </message>
    <message>
        <source>Project rule: %1</source>
        <translation>本项目规则：%1</translation>
    </message>
    <message>
        <source>A rule of this project&apos;s own (QA settings, Rules): %1.</source>
        <translation>本项目自己的规则（质量检查设置 ▸ 规则）：%1。</translation>
    </message>
    <message>
        <source>Project rules</source>
        <translation>本项目规则</translation>
    </message>
    <message>
        <source>Conflicting versions</source>
        <translation>版本冲突</translation>
    </message>
    <message>
        <source>Versions the source post pins or implies cannot work together (no official wheel for its CUDA, a driver below the minimum, a removed API, packages of different releases), as the project&apos;s catalogues say.</source>
        <translation>原文固定或隐含的版本无法一起使用（其 CUDA 没有官方 wheel、驱动低于最低要求、API 已移除、包来自不同的发布批次），依据本项目的目录。</translation>
    </message>
    <message>
        <source>Deprecated API</source>
        <translation>已弃用的 API</translation>
    </message>
    <message>
        <source>The source post uses an API that is deprecated in its pinned version, or pins no version of a package that removed it.</source>
        <translation>原文用到的 API 在其固定的版本中已弃用，或原文没有固定已移除该 API 的包的版本。</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>Jargon with a plain wording</source>
        <translation>有通俗说法的术语黑话</translation>
    </message>
    <message>
        <source>The draft uses jargon the project&apos;s plain-language list gives a plainer wording for (鲁棒性 → 抗干扰能力).</source>
        <translation>译文用了项目通俗说法列表中有更通俗说法的术语黑话（鲁棒性 → 抗干扰能力）。</translation>
    </message>
    <message>
        <source>Plain language</source>
        <translation>通俗表达</translation>
    </message>
</context>
<context>
    <name>QaCodeCheck</name>
    <message>
        <source>The code differs from the source&apos;s, which has here: %1</source>
        <translation>代码与原文不同，原文此处为：%1</translation>
    </message>
    <message>
        <source>The code has a line the source&apos;s does not have: %1</source>
        <translation>代码中有原文没有的一行：%1</translation>
    </message>
    <message>
        <source>A code block of the source is missing; it begins: %1</source>
        <translation>缺少原文中的一个代码块，其开头为：%1</translation>
    </message>
    <message>
        <source>The inline code %1 of the source is missing</source>
        <translation>缺少原文中的行内代码 %1</translation>
    </message>
</context>
<context>
    <name>QaCommand</name>
    <message>
        <source>List waived findings too.</source>
        <translation>同时列出已豁免的问题。</translation>
    </message>
    <message>
        <source>Waive the finding with this key.</source>
        <translation>豁免具有此键的问题。</translation>
    </message>
    <message>
        <source>Remove the waiver of the finding with this key.</source>
        <translation>取消对具有此键的问题的豁免。</translation>
    </message>
    <message>
        <source>Why the waived finding may stay.</source>
        <translation>被豁免的问题为什么可以保留。</translation>
    </message>
    <message>
        <source>Who waives it.</source>
        <translation>由谁豁免。</translation>
    </message>
    <message>
        <source>unknown --style &apos;%1&apos;; use %2</source>
        <translation>未知的 --style“%1”；请使用 %2</translation>
    </message>
    <message>
        <source>--why needs a reason: say why the finding may stay</source>
        <translation>--why 需要理由：说明为什么该问题可以保留</translation>
    </message>
    <message>
        <source>no finding of issue %1 has the key &apos;%2&apos; (yiqiao-cli qa --json lists the keys)</source>
        <translation>第 %1 期没有键为“%2”的问题（yiqiao-cli qa --json 会列出所有键）</translation>
    </message>
    <message>
        <source>draft %1</source>
        <translation>译稿 %1</translation>
    </message>
    <message>
        <source>source %1</source>
        <translation>原文 %1</translation>
    </message>
    <message>
        <source>(waived: %1)</source>
        <translation>（已豁免：%1）</translation>
    </message>
    <message>
        <source>%1 error(s), %2 warning(s), %3 hint(s); %4 waived
</source>
        <translation>%1 个错误，%2 个警告，%3 个提示；%4 个已豁免
</translation>
    </message>
    <message>
        <source>key &apos;%1&apos;</source>
        <translation>键 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Check typography with a preset (d2l or huggingface) or the project&apos;s learned style (learned) instead of the project&apos;s settings.</source>
        <translation>用预设（d2l 或 huggingface）或项目学得的风格（learned）而不是项目设置检查排版。</translation>
    </message>
    <message>
        <source>the project has no learned style; learn one first with: yiqiao-cli style learn PROJECT [PATH ...]</source>
        <translation>项目还没有学得的风格；请先用 yiqiao-cli style learn PROJECT [PATH ...] 学习</translation>
    </message>
</context>
<context>
    <name>QaCompletenessCheck</name>
    <message>
        <source>Nothing in the draft translates this source block (“%1”): translate it, or delete it from the translation with a reason.</source>
        <translation>译稿中没有任何内容翻译此原文块（“%1”）：请翻译它，或注明理由将其从译文中删除。</translation>
    </message>
    <message>
        <source>The draft still has the English of the source: translate it.</source>
        <translation>译稿中仍是原文的英文：请翻译。</translation>
    </message>
    <message>
        <source>The draft has no Chinese although its source is prose: is it translated?</source>
        <translation>原文是正文，但译稿中没有中文：是否已翻译？</translation>
    </message>
    <message>
        <source>This draft block is empty.</source>
        <translation>此译稿块为空。</translation>
    </message>
    <message>
        <source>This draft block has a marker (%1) but no text.</source>
        <translation>此译稿块只有标记（%1），没有文字。</translation>
    </message>
</context>
<context>
    <name>QaController</name>
    <message>
        <source>QA could not check this issue: %1</source>
        <translation>质量检查无法检查本期：%1</translation>
    </message>
    <message>
        <source>Finding waived: %1</source>
        <translation>已豁免问题：%1</translation>
    </message>
    <message>
        <source>The QA settings could not be saved: %1</source>
        <translation>无法保存质量检查设置：%1</translation>
    </message>
    <message>
        <source>No issue of the project has a finished or imported translation to learn the house style from.</source>
        <translation>项目中没有已完成或已导入译文的期，无法学习本系列风格。</translation>
    </message>
    <message>
        <source>The QA settings could not be read: %1</source>
        <translation>无法读取 QA 设置：%1</translation>
    </message>
    <message>
        <source>Export QA Profile</source>
        <translation>导出 QA 配置文件</translation>
    </message>
    <message>
        <source>QA profiles (*.json);;All files (*)</source>
        <translation>QA 配置文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Import QA Profile</source>
        <translation>导入 QA 配置文件</translation>
    </message>
    <message>
        <source>The QA profile %1 was not imported: %2</source>
        <translation>未导入 QA 配置文件 %1：%2</translation>
    </message>
    <message>
        <source>QA profile imported from %1: %2</source>
        <translation>已从 %1 导入 QA 配置文件：%2</translation>
    </message>
    <message>
        <source>QA profile written to %1</source>
        <translation>QA 配置文件已写入 %1</translation>
    </message>
    <message>
        <source>The profile replaces the project&apos;s QA settings, own rules and house style, and the changes made in this dialog are not kept. Import it?</source>
        <translation>配置文件会替换项目的 QA 设置、自定义规则和本系列风格，在此对话框中所做的更改不会保留。要导入吗？</translation>
    </message>
</context>
<context>
    <name>QaDeletionCheck</name>
    <message>
        <source>A deletion (%1) has no justification: say why Chinese readers do not need this text.</source>
        <translation>一处删除（%1）没有理由：请说明中文读者为什么不需要这段文字。</translation>
    </message>
    <message>
        <source>Its source block is deleted from the translation, but this draft block still translates it: remove it, or undo the deletion.</source>
        <translation>其原文块已从译文中删除，但此译稿块仍在翻译它：请移除此块，或撤销删除。</translation>
    </message>
</context>
<context>
    <name>QaFindingListModel</name>
    <message>
        <source>Draft #%1</source>
        <translation>译稿块 #%1</translation>
    </message>
    <message>
        <source>Source #%1</source>
        <translation>原文块 #%1</translation>
    </message>
    <message>
        <source>%1 (waived: %2)</source>
        <translation>%1（已豁免：%2）</translation>
    </message>
    <message>
        <source>At fault: %1</source>
        <translation>问题所在：%1</translation>
    </message>
    <message>
        <source>Waived: %1</source>
        <translation>已豁免：%1</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>严重程度</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查项</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>说明</translation>
    </message>
</context>
<context>
    <name>QaHouseStyle</name>
    <message>
        <source>Chinese and Latin letters</source>
        <translation>中文与拉丁字母</translation>
    </message>
    <message>
        <source>Chinese and digits</source>
        <translation>中文与数字</translation>
    </message>
    <message>
        <source>Quotation marks</source>
        <translation>引号</translation>
    </message>
    <message>
        <source>Colon after Chinese</source>
        <translation>中文后的冒号</translation>
    </message>
    <message>
        <source>Parentheses around or after Chinese</source>
        <translation>中文旁的括号</translation>
    </message>
    <message>
        <source>Comma after Chinese</source>
        <translation>中文后的逗号</translation>
    </message>
    <message>
        <source>Full stop and ellipsis after Chinese</source>
        <translation>中文后的句号和省略号</translation>
    </message>
    <message>
        <source>Question and exclamation marks after Chinese</source>
        <translation>中文后的问号和叹号</translation>
    </message>
    <message>
        <source>Semicolon after Chinese</source>
        <translation>中文后的分号</translation>
    </message>
    <message>
        <source>Space between full-width punctuation and Chinese</source>
        <translation>全角标点与中文之间的空格</translation>
    </message>
    <message>
        <source>Space outside quotation marks</source>
        <translation>引号外侧的空格</translation>
    </message>
    <message>
        <source>Space between full-width punctuation and Latin text, code or links</source>
        <translation>全角标点与拉丁文字、代码或链接之间的空格</translation>
    </message>
    <message>
        <source>no space</source>
        <translation>不加空格</translation>
    </message>
    <message>
        <source>a space</source>
        <translation>加空格</translation>
    </message>
    <message>
        <source>full-width</source>
        <translation>全角</translation>
    </message>
    <message>
        <source>half-width</source>
        <translation>半角</translation>
    </message>
    <message>
        <source>“curly”</source>
        <translation>“弯引号”</translation>
    </message>
    <message>
        <source>「corner」</source>
        <translation>「直角引号」</translation>
    </message>
    <message>
        <source>&quot;straight&quot;</source>
        <translation>&quot;直引号&quot;</translation>
    </message>
    <message>
        <source>switched off</source>
        <translation>已关闭</translation>
    </message>
    <message>
        <source>Unknown key &quot;%1&quot; in %2 (known: %3).</source>
        <translation>%2 中有未知的键“%1”（已知：%3）。</translation>
    </message>
    <message>
        <source>&quot;texts&quot; must be a whole number from 0.</source>
        <translation>“texts”必须是不小于 0 的整数。</translation>
    </message>
    <message>
        <source>&quot;rules&quot; of the house style must map rule ids to their counts.</source>
        <translation>本系列风格的“rules”必须把规则 ID 映射到其计数。</translation>
    </message>
    <message>
        <source>Unknown house style rule &quot;%1&quot; (known: %2).</source>
        <translation>未知的本系列风格规则“%1”（已知：%2）。</translation>
    </message>
    <message>
        <source>the house style rule %1</source>
        <translation>本系列风格规则 %1</translation>
    </message>
    <message>
        <source>The house style rule %1 must be an object.</source>
        <translation>本系列风格规则 %1 必须是对象。</translation>
    </message>
    <message>
        <source>&quot;counts&quot; of the house style rule %1 must map habits to cases.</source>
        <translation>本系列风格规则 %1 的“counts”必须把习惯映射到例数。</translation>
    </message>
    <message>
        <source>Unknown habit &quot;%1&quot; for the house style rule %2 (known: %3).</source>
        <translation>本系列风格规则 %2 没有习惯“%1”（已知：%3）。</translation>
    </message>
    <message>
        <source>The cases of &quot;%1&quot; in the house style rule %2 must be a whole number from 0.</source>
        <translation>本系列风格规则 %2 中“%1”的例数必须是不小于 0 的整数。</translation>
    </message>
</context>
<context>
    <name>QaLinkCheck</name>
    <message>
        <source>The image %1 of the source is missing</source>
        <translation>缺少原文中的图片 %1</translation>
    </message>
    <message>
        <source>The link to %1 of the source is missing</source>
        <translation>缺少原文中指向 %1 的链接</translation>
    </message>
</context>
<context>
    <name>QaPane</name>
    <message>
        <source>All findings</source>
        <translation>全部问题</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Show waived</source>
        <translation>显示已豁免</translation>
    </message>
    <message>
        <source>Check Again</source>
        <translation>重新检查</translation>
    </message>
    <message>
        <source>Waive…</source>
        <translation>豁免…</translation>
    </message>
    <message>
        <source>Accept this finding, with a reason; it no longer counts against the issue</source>
        <translation>接受此问题并注明理由；它不再计入本期的问题</translation>
    </message>
    <message>
        <source>Unwaive</source>
        <translation>取消豁免</translation>
    </message>
    <message>
        <source>QA Settings…</source>
        <translation>质量检查设置…</translation>
    </message>
    <message>
        <source>Waive Finding</source>
        <translation>豁免问题</translation>
    </message>
    <message>
        <source>Why may this stay as it is?
%1</source>
        <translation>为什么可以保持现状？
%1</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n 个警告</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s)</source>
        <translation>
            <numerusform>%n 个提示</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n waived</source>
        <translation>
            <numerusform>%n 个已豁免</numerusform>
        </translation>
    </message>
    <message>
        <source>Open an issue to check it.</source>
        <translation>打开一期即可检查。</translation>
    </message>
    <message>
        <source>QA found nothing to fix in this issue.</source>
        <translation>质量检查未在本期发现需要修正的问题。</translation>
    </message>
    <message>
        <source>No finding matches the filter.</source>
        <translation>没有符合筛选条件的问题。</translation>
    </message>
</context>
<context>
    <name>QaPlainLanguageCheck</name>
    <message>
        <source>“%1” is jargon to many readers; say it plainly: “%2”.</source>
        <translation>“%1”对很多读者来说是黑话；换个通俗说法：“%2”。</translation>
    </message>
</context>
<context>
    <name>QaPreserveCheck</name>
    <message>
        <source>%1 is in the translation fewer times (%2) than in the source (%3).</source>
        <translation>%1 在译文中出现的次数（%2）少于原文（%3）。</translation>
    </message>
    <message>
        <source>The number %1 of the source is missing from the translation.</source>
        <translation>译文中缺少原文中的数字 %1。</translation>
    </message>
    <message>
        <source>The version %1 of the source is missing or changed in the translation.</source>
        <translation>原文中的版本号 %1 在译文中缺失或被改动。</translation>
    </message>
    <message>
        <source>%1 of the source is missing from the translation; flags, variables, paths and names are kept verbatim.</source>
        <translation>译文中缺少原文中的 %1；命令行参数、变量、路径和名称应原样保留。</translation>
    </message>
</context>
<context>
    <name>QaProfile</name>
    <message>
        <source>The QA profile is not valid JSON (at byte %1): %2</source>
        <translation>QA 配置文件不是有效的 JSON（第 %1 字节）：%2</translation>
    </message>
    <message>
        <source>This is not a Yiqiao QA profile (its &quot;format&quot; is not &quot;%1&quot;).</source>
        <translation>这不是译桥的 QA 配置文件（其 &quot;format&quot; 不是 &quot;%1&quot;）。</translation>
    </message>
    <message>
        <source>The QA profile has no valid &quot;version&quot; (a whole number from 1).</source>
        <translation>QA 配置文件没有有效的 &quot;version&quot;（从 1 起的整数）。</translation>
    </message>
    <message>
        <source>The QA profile is of version %1; this Yiqiao reads up to version %2: update Yiqiao to import it.</source>
        <translation>QA 配置文件的版本为 %1，此译桥最高只能读取版本 %2：请更新译桥后再导入。</translation>
    </message>
    <message>
        <source>Unknown key &quot;%1&quot; in the QA profile (known: %2).</source>
        <translation>QA 配置文件中有未知的键 &quot;%1&quot;（已知：%2）。</translation>
    </message>
    <message>
        <source>&quot;rules&quot; must be a list of rules.</source>
        <translation>&quot;rules&quot; 必须是规则列表。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB: it is no QA profile.</source>
        <translation>%1 大于 %2 MB：它不是 QA 配置文件。</translation>
    </message>
    <message>
        <source>Typography: Chinese and Latin %1, Chinese and digits %2, quotes %3%4</source>
        <translation>排版：中文与拉丁字母 %1，中文与数字 %2，引号 %3%4</translation>
    </message>
    <message>
        <source> (the %1 style)</source>
        <translation>（%1 风格）</translation>
    </message>
    <message>
        <source>Checks switched off: %1</source>
        <translation>关闭的检查：%1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Severities changed: %1</source>
        <translation>更改的严重程度：%1</translation>
    </message>
    <message numerus="yes">
        <source>Own rules: %n</source>
        <translation>
            <numerusform>自定义规则：%n 条</numerusform>
        </translation>
    </message>
    <message>
        <source>  %1 (%2, %3, %4%5): %6</source>
        <translation>  %1（%2，%3，%4%5）：%6</translation>
    </message>
    <message>
        <source>, off</source>
        <translation>，已关闭</translation>
    </message>
    <message>
        <source>&quot;houseStyle&quot; must be an object.</source>
        <translation>“houseStyle”必须是对象。</translation>
    </message>
    <message>
        <source>Unknown key &quot;%1&quot; in &quot;houseStyle&quot; (known: %2).</source>
        <translation>“houseStyle”中有未知的键“%1”（已知：%2）。</translation>
    </message>
    <message>
        <source>&quot;inUse&quot; must be true or false.</source>
        <translation>“inUse”必须是 true 或 false。</translation>
    </message>
    <message>
        <source>The house style is in use but has no cases: there is nothing to check with.</source>
        <translation>本系列风格标为使用中，但没有任何例子：无从检查。</translation>
    </message>
    <message>
        <source>Unknown key &quot;%1&quot; in a version %2 QA profile (known: %3).</source>
        <translation>版本 %2 的 QA 配置文件中有未知的键“%1”（已知：%3）。</translation>
    </message>
    <message>
        <source>House style: not in this version 1 profile; the project&apos;s is kept</source>
        <translation>本系列风格：版本 1 的配置文件不含本系列风格，保留项目现有的</translation>
    </message>
    <message>
        <source>House style: none</source>
        <translation>本系列风格：无</translation>
    </message>
    <message numerus="yes">
        <source>House style: learned from %n translation(s), %1 of %2 rules fire; %3</source>
        <translation>
            <numerusform>本系列风格：从 %n 篇译文学得，%2 条规则中 %1 条触发；%3</numerusform>
        </translation>
    </message>
    <message>
        <source>in use</source>
        <translation>使用中</translation>
    </message>
    <message>
        <source>not in use</source>
        <translation>未使用</translation>
    </message>
</context>
<context>
    <name>QaProfileCommand</name>
    <message>
        <source>qa-profile needs export or import; run yiqiao-cli --help</source>
        <translation>qa-profile 需要 export 或 import；请运行 yiqiao-cli --help</translation>
    </message>
    <message>
        <source>The QA profile to write (JSON).</source>
        <translation>要写出的 QA 配置文件（JSON）。</translation>
    </message>
    <message numerus="yes">
        <source>QA profile written to %1 (%n own rule(s))
</source>
        <translation>
            <numerusform>QA 配置文件已写入 %1（%n 条自定义规则）
</numerusform>
        </translation>
    </message>
    <message>
        <source>The QA profile to import (JSON).</source>
        <translation>要导入的 QA 配置文件（JSON）。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>QA profile imported from %1:
</source>
        <translation>已从 %1 导入 QA 配置文件：
</translation>
    </message>
</context>
<context>
    <name>QaRule</name>
    <message>
        <source>Source</source>
        <translation>原文</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>草稿</translation>
    </message>
    <message>
        <source>Source and draft</source>
        <translation>原文和草稿</translation>
    </message>
    <message>
        <source>Prose</source>
        <translation>正文</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>代码</translation>
    </message>
    <message>
        <source>Headings</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Matches the rule “%1”.</source>
        <translation>符合规则“%1”。</translation>
    </message>
    <message>
        <source>The pattern is empty.</source>
        <translation>模式为空。</translation>
    </message>
    <message>
        <source>The pattern is not a valid regular expression (at character %1): %2</source>
        <translation>模式不是有效的正则表达式（第 %1 个字符）：%2</translation>
    </message>
    <message>
        <source>The pattern matches empty text: it would match everywhere.</source>
        <translation>模式能匹配空文本：它会处处匹配。</translation>
    </message>
    <message>
        <source>A rule needs an id.</source>
        <translation>规则需要一个 ID。</translation>
    </message>
    <message>
        <source>The rule id “%1” may hold only lower-case letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos;.</source>
        <translation>规则 ID“%1”只能包含小写字母、数字、&apos;-&apos;、&apos;_&apos; 和 &apos;.&apos;。</translation>
    </message>
    <message>
        <source>The rule “%1” checks nothing: choose prose, code or headings.</source>
        <translation>规则“%1”什么都不检查：请选择正文、代码或标题。</translation>
    </message>
    <message>
        <source>Rule “%1”: %2</source>
        <translation>规则“%1”：%2</translation>
    </message>
    <message>
        <source>without an id</source>
        <translation>（无 ID）</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; (known: %2).</source>
        <translation>未知的键 &quot;%1&quot;（已知：%2）。</translation>
    </message>
    <message>
        <source>&quot;id&quot; and &quot;pattern&quot; must be strings.</source>
        <translation>&quot;id&quot; 和 &quot;pattern&quot; 必须是字符串。</translation>
    </message>
    <message>
        <source>unknown severity &quot;%1&quot; (use info, warning or error).</source>
        <translation>未知的严重程度 &quot;%1&quot;（请用 info、warning 或 error）。</translation>
    </message>
    <message>
        <source>unknown side &quot;%1&quot; (use source, draft or both).</source>
        <translation>未知的检查对象 &quot;%1&quot;（请用 source、draft 或 both）。</translation>
    </message>
    <message>
        <source>&quot;scope&quot; must be a list of prose, code and headings.</source>
        <translation>&quot;scope&quot; 必须是由 prose、code 和 headings 组成的列表。</translation>
    </message>
</context>
<context>
    <name>QaRuleRepository</name>
    <message>
        <source>Two rules have the id “%1”.</source>
        <translation>有两条规则的 ID 都是“%1”。</translation>
    </message>
</context>
<context>
    <name>QaRulesEditor</name>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Rule runs</source>
        <translation>启用此规则</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Its findings are listed as custom.&lt;id&gt;; a waiver follows the id, so editing the pattern keeps it.</source>
        <translation>它的问题以 custom.&lt;id&gt; 列出；豁免跟随 ID，因此修改模式后豁免仍然有效。</translation>
    </message>
    <message>
        <source>A regular expression, e.g. (?&lt;=\p{Han}):</source>
        <translation>正则表达式，例如 (?&lt;=\p{Han}):</translation>
    </message>
    <message>
        <source>What to do, e.g. Use a full-width colon.</source>
        <translation>该怎么做，例如：使用全角冒号。</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>ID：</translation>
    </message>
    <message>
        <source>Pattern:</source>
        <translation>模式：</translation>
    </message>
    <message>
        <source>Message:</source>
        <translation>提示：</translation>
    </message>
    <message>
        <source>Severity:</source>
        <translation>严重程度：</translation>
    </message>
    <message>
        <source>Checks:</source>
        <translation>检查：</translation>
    </message>
    <message>
        <source>In:</source>
        <translation>范围：</translation>
    </message>
    <message>
        <source>Show an issue to test the rule against it.</source>
        <translation>打开一期译稿即可用它测试此规则。</translation>
    </message>
    <message>
        <source>Type a valid pattern to see what it matches in this issue.</source>
        <translation>输入有效的模式，即可看到它在本期中匹配到什么。</translation>
    </message>
    <message>
        <source>More than %1 matches in this issue:</source>
        <translation>本期中匹配超过 %1 处：</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) in this issue</source>
        <translation>
            <numerusform>本期中匹配 %n 处</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (off)</source>
        <translation>%1（已关闭）</translation>
    </message>
    <message>
        <source>Source #%1: %2</source>
        <translation>原文 #%1：%2</translation>
    </message>
    <message>
        <source>Draft #%1: %2</source>
        <translation>草稿 #%1：%2</translation>
    </message>
    <message>
        <source>No rules of the project&apos;s own yet. Add one: a regular expression, what to do where it matches and where it counts; it is tried on the shown issue as you type.</source>
        <translation>本项目还没有自己的规则。点“添加”写一条：一个正则表达式、匹配处该怎么改、在哪些范围生效；输入时即在当前这一期上试用。</translation>
    </message>
</context>
<context>
    <name>QaSentenceCheck</name>
    <message>
        <source>This sentence is still the English of the source (“%1”): translate it.</source>
        <translation>这一句仍是原文的英文（“%1”）：请翻译。</translation>
    </message>
</context>
<context>
    <name>QaSettings</name>
    <message>
        <source>Unknown key &quot;%1&quot; in &quot;%2&quot; (known: %3).</source>
        <translation>&quot;%2&quot; 中有未知的键 &quot;%1&quot;（已知：%3）。</translation>
    </message>
    <message>
        <source>Unknown value &quot;%1&quot; for &quot;%2&quot;.</source>
        <translation>&quot;%2&quot; 的值 &quot;%1&quot; 未知。</translation>
    </message>
    <message>
        <source>&quot;disabled&quot; must be a list of check ids.</source>
        <translation>&quot;disabled&quot; 必须是检查 ID 的列表。</translation>
    </message>
    <message>
        <source>&quot;severities&quot; must map check ids to info, warning or error.</source>
        <translation>&quot;severities&quot; 必须把检查 ID 映射为 info、warning 或 error。</translation>
    </message>
    <message>
        <source>Unknown severity &quot;%1&quot; for the check %2 (use info, warning or error).</source>
        <translation>检查 %2 的严重程度 &quot;%1&quot; 未知（请用 info、warning 或 error）。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be an object.</source>
        <translation>&quot;%1&quot; 必须是对象。</translation>
    </message>
</context>
<context>
    <name>QaSettingsDialog</name>
    <message>
        <source>QA Settings</source>
        <translation>质量检查设置</translation>
    </message>
    <message>
        <source>d2l-zh: no space between Chinese and Latin</source>
        <translation>d2l-zh：中文与拉丁字母之间不加空格</translation>
    </message>
    <message>
        <source>Hugging Face: a space between Chinese and Latin</source>
        <translation>Hugging Face：中文与拉丁字母之间加一个空格</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>“Curly” quotes</source>
        <translation>“弯”引号</translation>
    </message>
    <message>
        <source>「Corner」 quotes</source>
        <translation>「直角」引号</translation>
    </message>
    <message>
        <source>Not checked</source>
        <translation>不检查</translation>
    </message>
    <message>
        <source>Style:</source>
        <translation>风格：</translation>
    </message>
    <message>
        <source>Chinese and Latin letters:</source>
        <translation>中文与拉丁字母：</translation>
    </message>
    <message>
        <source>Chinese and digits:</source>
        <translation>中文与数字：</translation>
    </message>
    <message>
        <source>Quotation marks:</source>
        <translation>引号：</translation>
    </message>
    <message>
        <source>Checks that run:</source>
        <translation>启用的检查：</translation>
    </message>
    <message>
        <source>No space</source>
        <translation>不加空格</translation>
    </message>
    <message>
        <source>One space</source>
        <translation>加一个空格</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查项</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>严重程度</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>导入…</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>检查项</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Double-click, or press F2 or Enter, to change the severity for this project.</source>
        <translation>双击，或按 F2 或 Enter 键，可更改此项目中该检查的严重程度。</translation>
    </message>
    <message>
        <source>Learned house style (below)</source>
        <translation>学得的本系列风格（见下方）</translation>
    </message>
    <message>
        <source>The learned house style decides this while it is used.</source>
        <translation>使用学得的本系列风格时，此项由该风格决定。</translation>
    </message>
    <message>
        <source>Plain Language</source>
        <translation>通俗表达</translation>
    </message>
</context>
<context>
    <name>QaSeverities</name>
    <message>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
</context>
<context>
    <name>QaStructureCheck</name>
    <message>
        <source>The translation has %1 list items here, the source %2</source>
        <translation>译文此处有 %1 个列表项，原文为 %2 个</translation>
    </message>
    <message>
        <source>The translation has %1 %2 tags, the source %3</source>
        <translation>译文中有 %1 个 %2 标签，原文为 %3 个</translation>
    </message>
    <message>
        <source>The source&apos;s table (%1 columns) is not a table in the translation</source>
        <translation>原文中的表格（%1 列）在译文中不是表格</translation>
    </message>
    <message>
        <source>The table has %1 columns (delimiter row %2), the source %3</source>
        <translation>表格有 %1 列（分隔行 %2 列），原文为 %3 列</translation>
    </message>
    <message>
        <source>The table has %1 rows, the source %2</source>
        <translation>表格有 %1 行，原文为 %2 行</translation>
    </message>
    <message>
        <source>The source&apos;s level %1 heading is not a heading in the translation</source>
        <translation>原文中的 %1 级标题在译文中不是标题</translation>
    </message>
    <message>
        <source>A level %1 heading translates a source block that is not a heading</source>
        <translation>%1 级标题所对应的原文块不是标题</translation>
    </message>
    <message>
        <source>The heading has level %1, the source&apos;s level %2</source>
        <translation>标题为 %1 级，原文为 %2 级</translation>
    </message>
    <message>
        <source>The list item is nested %1 levels deep, in the source %2</source>
        <translation>列表项嵌套 %1 层，原文为 %2 层</translation>
    </message>
    <message>
        <source>The list item is bulleted, in the source numbered</source>
        <translation>列表项为无序列表，原文为有序列表</translation>
    </message>
    <message>
        <source>The list item is numbered, in the source bulleted</source>
        <translation>列表项为有序列表，原文为无序列表</translation>
    </message>
    <message>
        <source>The list item holds %1 list items, the source&apos;s %2</source>
        <translation>列表项包含 %1 个子列表项，原文为 %2 个</translation>
    </message>
</context>
<context>
    <name>QaStyleLearner</name>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 不存在。</translation>
    </message>
    <message>
        <source>%1 holds no published translation (*.zh.md).</source>
        <translation>%1 中没有已发表的译文（*.zh.md）。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 has no Chinese text: it is not a translation to learn from.</source>
        <translation>%1 没有中文内容：不是可供学习的译文。</translation>
    </message>
    <message>
        <source>No Chinese text to learn from: the project has no finished or imported translation and no published translation was given.</source>
        <translation>没有可供学习的中文：项目中没有已完成或导入的译文，也没有给出已发表的译文。</translation>
    </message>
</context>
<context>
    <name>QaTableNumberCheck</name>
    <message>
        <source>The number %1 of row %2, column %3 of the source&apos;s table is not in that cell of the translation: are figures swapped or moved?</source>
        <translation>原文表格第 %2 行第 %3 列的数字 %1 不在译文的同一单元格中：数字是否被对调或移动了？</translation>
    </message>
</context>
<context>
    <name>QaTermBenchmark</name>
    <message>
        <source>QA&apos;s term findings: skipped (%1)
</source>
        <translation>QA 的术语问题：已跳过（%1）
</translation>
    </message>
    <message>
        <source>QA&apos;s term findings on the published translations, each checked against its series&apos; glossary (d2l: %1 terms, huggingface: %2 terms):
</source>
        <translation>已发布译文的 QA 术语问题，每篇按其系列的词汇表检查（d2l：%1 个术语，huggingface：%2 个术语）：
</translation>
    </message>
    <message>
        <source>%1, the most frequent: %2
</source>
        <translation>%1，最常见的：%2
</translation>
    </message>
</context>
<context>
    <name>QaTypographyCheck</name>
    <message>
        <source>Put a space between Chinese and the digits in “%1”.</source>
        <translation>请在“%1”中的中文与数字之间加一个空格。</translation>
    </message>
    <message>
        <source>Put a space between Chinese and the Latin text in “%1”.</source>
        <translation>请在“%1”中的中文与拉丁文字之间加一个空格。</translation>
    </message>
    <message>
        <source>Use one space, not %1, between Chinese and Latin text in “%2”.</source>
        <translation>“%2”中的中文与拉丁文字之间应只用一个空格，而不是 %1 个。</translation>
    </message>
    <message>
        <source>Remove the space between Chinese and the digits in “%1”: the project writes them together.</source>
        <translation>请删除“%1”中中文与数字之间的空格：本项目要求二者连写。</translation>
    </message>
    <message>
        <source>Remove the space between Chinese and the Latin text in “%1”: the project writes them together.</source>
        <translation>请删除“%1”中中文与拉丁文字之间的空格：本项目要求二者连写。</translation>
    </message>
    <message>
        <source>Use the full-width “%1” instead of “%2” in a Chinese sentence.</source>
        <translation>中文句子中请使用全角的“%1”，而不是“%2”。</translation>
    </message>
    <message>
        <source>Use full-width parentheses （） in a Chinese sentence: “%1”.</source>
        <translation>中文句子中请使用全角括号（）：“%1”。</translation>
    </message>
    <message>
        <source>Remove the space beside the full-width punctuation in “%1”.</source>
        <translation>请删除“%1”中全角标点旁的空格。</translation>
    </message>
    <message>
        <source>Use the curly quotes “ ” in Chinese text: “%1”.</source>
        <translation>中文文本中请使用弯引号“ ”：“%1”。</translation>
    </message>
    <message>
        <source>Use the corner quotes 「 」 in Chinese text: “%1”.</source>
        <translation>中文文本中请使用直角引号「 」：“%1”。</translation>
    </message>
    <message>
        <source>Repeated punctuation “%1”: keep one mark.</source>
        <translation>标点重复“%1”：只保留一个。</translation>
    </message>
    <message>
        <source>Use the half-width “%1” instead of “%2”: the project writes it half-width after Chinese.</source>
        <translation>请用半角的“%1”代替“%2”：本项目在中文后使用半角。</translation>
    </message>
    <message>
        <source>Use straight quotes &quot; &quot; as the project does: “%1”.</source>
        <translation>请按本项目的习惯使用直引号 &quot; &quot;：“%1”。</translation>
    </message>
</context>
<context>
    <name>QaVersionCheck</name>
    <message>
        <source>%1: explain it in a version snapshot note.</source>
        <translation>%1：请用版本快照译者注说明。</translation>
    </message>
</context>
<context>
    <name>QaWaiverRepository</name>
    <message>
        <source>Say why this finding may stay.</source>
        <translation>请说明为什么这个问题可以保留。</translation>
    </message>
</context>
<context>
    <name>RadarCommand</name>
    <message>
        <source>Print JSON (with the points).</source>
        <translation>输出 JSON（含各点）。</translation>
    </message>
    <message>
        <source>Save the chart as a PNG image.</source>
        <translation>把图表保存为 PNG 图像。</translation>
    </message>
    <message>
        <source>Save the chart as an SVG drawing.</source>
        <translation>把图表保存为 SVG 矢量图。</translation>
    </message>
    <message>
        <source>The chart to save: timeline (default) or share.</source>
        <translation>要保存的图表：timeline（时间线，默认）或 share（占比）。</translation>
    </message>
    <message>
        <source>Tag issue N with TECH.</source>
        <translation>为第 N 期标记技术 TECH。</translation>
    </message>
    <message>
        <source>Remove TECH from issue N.</source>
        <translation>从第 N 期移除技术 TECH。</translation>
    </message>
    <message>
        <source>With --tag: the dimension of a technology not known yet.</source>
        <translation>与 --tag 一起使用：尚未登记的技术所属的维度。</translation>
    </message>
    <message>
        <source>With --tag: the aliases of a new technology, separated by commas.</source>
        <translation>与 --tag 一起使用：新技术的别名，以逗号分隔。</translation>
    </message>
    <message>
        <source>List the technologies issue N&apos;s source mentions.</source>
        <translation>列出第 N 期原文提到的技术。</translation>
    </message>
    <message>
        <source>With --suggest: tag the issue with them.</source>
        <translation>与 --suggest 一起使用：为该期标记这些技术。</translation>
    </message>
    <message>
        <source>List the dimensions and their technologies.</source>
        <translation>列出各维度及其技术。</translation>
    </message>
    <message>
        <source>Add a dimension.</source>
        <translation>添加一个维度。</translation>
    </message>
    <message>
        <source>Rename dimension OLD to NEW (the second positional argument).</source>
        <translation>把维度 OLD 重命名为 NEW（第二个位置参数）。</translation>
    </message>
    <message>
        <source>%1 cannot be combined</source>
        <translation>%1 不能同时使用</translation>
    </message>
    <message>
        <source>--chart is timeline or share, not &apos;%1&apos;</source>
        <translation>--chart 只能是 timeline 或 share，而不是“%1”</translation>
    </message>
    <message>
        <source>charts can only be drawn by yiqiao-cli itself</source>
        <translation>只有 yiqiao-cli 本身能绘制图表</translation>
    </message>
    <message>
        <source>--%1 needs a file name ending in .%1: %2</source>
        <translation>--%1 需要以 .%1 结尾的文件名：%2</translation>
    </message>
    <message>
        <source>Quarter</source>
        <translation>季度</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>标记数</translation>
    </message>
    <message>
        <source>No issue is tagged with a technology yet.</source>
        <translation>还没有任何一期标记了技术。</translation>
    </message>
    <message>
        <source>an issue number is a positive number, not &apos;%1&apos;</source>
        <translation>期号应为正整数，而不是“%1”</translation>
    </message>
    <message>
        <source>no issue %1 in the project</source>
        <translation>项目中没有第 %1 期</translation>
    </message>
    <message>
        <source>--tag N needs the technology after the project</source>
        <translation>--tag N 需要在项目之后给出技术</translation>
    </message>
    <message>
        <source>unknown technology &apos;%1&apos;: give --dimension NAME to add it</source>
        <translation>未知技术“%1”：请用 --dimension NAME 添加它</translation>
    </message>
    <message>
        <source>no dimension &apos;%1&apos;; --dimensions lists them</source>
        <translation>没有维度“%1”；--dimensions 可列出所有维度</translation>
    </message>
    <message>
        <source>unknown technology &apos;%1&apos;</source>
        <translation>未知技术“%1”</translation>
    </message>
    <message>
        <source>issue %1 is not tagged with %2</source>
        <translation>第 %1 期没有标记 %2</translation>
    </message>
    <message>
        <source> (tagged)</source>
        <translation>（已标记）</translation>
    </message>
    <message>
        <source>--rename-dimension OLD needs the new name after the project</source>
        <translation>--rename-dimension OLD 需要在项目之后给出新名称</translation>
    </message>
    <message>
        <source>With --tag/--untag: the technology (name or alias); with --date: YYYY-MM-DD or none.</source>
        <translation>配合 --tag/--untag：技术（名称或别名）；配合 --date：YYYY-MM-DD 或 none。</translation>
    </message>
    <message>
        <source>Set the day issue N was published (YYYY-MM-DD after the project; none clears it).</source>
        <translation>设置第 N 期的发布日期（项目之后写 YYYY-MM-DD；none 表示清除）。</translation>
    </message>
    <message>
        <source>--date N needs a day YYYY-MM-DD (or none) after the project, not &apos;%1&apos;</source>
        <translation>--date N 需要在项目之后给出日期 YYYY-MM-DD（或 none），而不是“%1”</translation>
    </message>
    <message>
        <source>issue %1&apos;s source mentions none of the project&apos;s %2 technologies (--dimensions lists them, --tag adds one)
</source>
        <translation>第 %1 期的原文没有提到项目中 %2 项技术中的任何一项（--dimensions 列出它们，--tag 可添加）
</translation>
    </message>
    <message>
        <source>issue %1 is tagged with %2 technologies
</source>
        <translation>第 %1 期现在标有 %2 项技术
</translation>
    </message>
    <message>
        <source>issue %1 has no publication day: the radar places it on the day it was created
</source>
        <translation>第 %1 期没有发布日期：雷达按其创建日期放置
</translation>
    </message>
    <message>
        <source>issue %1 was published on %2
</source>
        <translation>第 %1 期发布于 %2
</translation>
    </message>
</context>
<context>
    <name>RadarController</name>
    <message>
        <source>Technology Radar</source>
        <translation>技术雷达</translation>
    </message>
    <message>
        <source>The project is open read-only: the radar cannot be changed.</source>
        <translation>项目以只读方式打开：无法修改技术雷达。</translation>
    </message>
    <message>
        <source>radar-share</source>
        <translation>技术雷达-占比</translation>
    </message>
    <message>
        <source>radar-timeline</source>
        <translation>技术雷达-时间线</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG 图像 (*.png);;SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
</context>
<context>
    <name>RadarDimensionsDialog</name>
    <message>
        <source>&amp;Add</source>
        <translation>添加(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>删除(&amp;R)</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>上移(&amp;U)</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>下移(&amp;D)</translation>
    </message>
    <message>
        <source>Radar Dimensions</source>
        <translation>雷达维度</translation>
    </message>
    <message>
        <source>Double-click a dimension to rename it</source>
        <translation>双击维度可重命名</translation>
    </message>
    <message>
        <source>New dimension</source>
        <translation>新维度</translation>
    </message>
    <message>
        <source>Removing moves its technologies to:</source>
        <translation>删除时把其中的技术移到：</translation>
    </message>
    <message numerus="yes">
        <source>%n technology(ies)</source>
        <translation>
            <numerusform>%n 项技术</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RadarExporter</name>
    <message>
        <source>The chart has no size to draw.</source>
        <translation>图表没有可绘制的尺寸。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>the chart could not be drawn</source>
        <translation>无法绘制图表</translation>
    </message>
</context>
<context>
    <name>RadarRepository</name>
    <message>
        <source>Dimension %1 does not exist.</source>
        <translation>维度 %1 不存在。</translation>
    </message>
    <message>
        <source>A dimension needs a name.</source>
        <translation>维度需要名称。</translation>
    </message>
    <message>
        <source>A dimension named &quot;%1&quot; exists already.</source>
        <translation>名为“%1”的维度已存在。</translation>
    </message>
    <message>
        <source>The technologies must move to another dimension.</source>
        <translation>这些技术必须移到另一个维度。</translation>
    </message>
    <message numerus="yes">
        <source>The dimension still has %n technology(ies): move them to another dimension first.</source>
        <translation>
            <numerusform>该维度仍有 %n 项技术：请先把它们移到另一个维度。</numerusform>
        </translation>
    </message>
    <message>
        <source>A technology needs a name.</source>
        <translation>技术需要名称。</translation>
    </message>
    <message>
        <source>A technology named &quot;%1&quot; exists already.</source>
        <translation>名为“%1”的技术已存在。</translation>
    </message>
    <message>
        <source>Technology %1 does not exist.</source>
        <translation>技术 %1 不存在。</translation>
    </message>
</context>
<context>
    <name>RadarView</name>
    <message>
        <source>Timeline</source>
        <translation>时间线</translation>
    </message>
    <message>
        <source>Share per Quarter</source>
        <translation>各季度占比</translation>
    </message>
    <message>
        <source>Dimensions…</source>
        <translation>维度…</translation>
    </message>
    <message>
        <source>Rename, add, remove and reorder the radar&apos;s dimensions</source>
        <translation>重命名、添加、删除雷达的维度并调整顺序</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Save the chart shown as PNG or SVG</source>
        <translation>把当前图表保存为 PNG 或 SVG</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>%1 · #%2 %3 · %4</source>
        <translation>%1 · 第 %2 期 %3 · %4</translation>
    </message>
    <message>
        <source>No issue is tagged with a technology yet (Terms ▸ Technologies of This Issue…)</source>
        <translation>还没有任何一期标记了技术（术语 ▸ 本期技术…）</translation>
    </message>
    <message>
        <source>Share of each dimension&apos;s technology tags per quarter</source>
        <translation>每季度各维度技术标记所占比例</translation>
    </message>
    <message>
        <source>%1 · %2: %3% (%4 of %5 tags)</source>
        <translation>%1 · %2：%3%（%5 个标记中的 %4 个）</translation>
    </message>
    <message numerus="yes">
        <source>%n issue(s) tagged · technology tags: %1 · quarters: %2</source>
        <translation>
            <numerusform>已标记 %n 期 · 技术标记：%1 · 季度：%2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (created; no publication day set)</source>
        <translation>%1（创建日期；未设发布日期）</translation>
    </message>
    <message numerus="yes">
        <source> · %n without a publication day (placed on the day created)</source>
        <translation>
            <numerusform> · %n 期未设发布日期（按创建日期放置）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReaderTestDialog</name>
    <message>
        <source>The answers are an executable &amp;path: passed</source>
        <translation>回答给出了可执行的路径：通过(&amp;P)</translation>
    </message>
    <message>
        <source>Blind Test</source>
        <translation>盲测</translation>
    </message>
    <message>
        <source>e.g. operations engineer, knows Docker</source>
        <translation>例如：运维工程师，熟悉 Docker</translation>
    </message>
    <message>
        <source>&amp;Reader:</source>
        <translation>读者(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Background:</source>
        <translation>背景(&amp;B)：</translation>
    </message>
    <message>
        <source>&amp;First step:</source>
        <translation>第一步(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Likely problem:</source>
        <translation>可能的问题(&amp;L)：</translation>
    </message>
    <message>
        <source>How to &amp;verify:</source>
        <translation>如何验证(&amp;V)：</translation>
    </message>
</context>
<context>
    <name>ReaderTestListModel</name>
    <message>
        <source>Reader</source>
        <translation>读者</translation>
    </message>
    <message>
        <source>Background</source>
        <translation>背景</translation>
    </message>
    <message>
        <source>First step</source>
        <translation>第一步</translation>
    </message>
    <message>
        <source>Likely problem</source>
        <translation>可能的问题</translation>
    </message>
    <message>
        <source>How to verify</source>
        <translation>如何验证</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>未通过</translation>
    </message>
</context>
<context>
    <name>ReaderTestRepository</name>
    <message>
        <source>A reader test needs the reader&apos;s name.</source>
        <translation>盲测需要填写读者姓名。</translation>
    </message>
    <message>
        <source>%1 cannot pass without answering all three questions (first step, likely problem, how to verify).</source>
        <translation>%1 未回答全部三个问题（第一步、可能的问题、如何验证），不能判为通过。</translation>
    </message>
    <message>
        <source>Issue %1 does not exist.</source>
        <translation>第 %1 期不存在。</translation>
    </message>
    <message>
        <source>Reader test %1 does not exist.</source>
        <translation>盲测 %1 不存在。</translation>
    </message>
</context>
<context>
    <name>RepetitionController</name>
    <message numerus="yes">
        <source>%n identical block(s) took the confirmed translation, pre-translated (Ctrl+Z takes them back)</source>
        <translation>
            <numerusform>%n 个相同的块已填入已确认的译文，状态为预翻译（Ctrl+Z 可撤回）</numerusform>
        </translation>
    </message>
    <message>
        <source>Propagate Translation</source>
        <translation>传播译文</translation>
    </message>
    <message>
        <source>Fill the identical source blocks whose draft nobody wrote with their confirmed translation? They become pre-translated, to be confirmed in their context; typed and confirmed blocks are left as they are.</source>
        <translation>要把已确认的译文填入尚无人撰写译稿的相同原文块吗？它们将成为预翻译，需在各自上下文中确认；已输入或已确认的块保持不变。</translation>
    </message>
    <message>
        <source>In This &amp;Issue</source>
        <translation>仅本期(&amp;I)</translation>
    </message>
    <message>
        <source>In &amp;All Issues</source>
        <translation>所有期(&amp;A)</translation>
    </message>
    <message numerus="yes">
        <source>%n block(s) of this issue took a confirmed translation of an identical block</source>
        <translation>
            <numerusform>本期 %n 个块采用了相同块的已确认译文</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in other issues</source>
        <translation>
            <numerusform>其他期 %n 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conflict(s) left alone (identical blocks confirmed differently)</source>
        <translation>
            <numerusform>%n 处冲突未处理（相同的块有不同的已确认译文）</numerusform>
        </translation>
    </message>
    <message>
        <source>The block was edited after it was confirmed: nothing was propagated. Confirm it again to offer its translation.</source>
        <translation>该块在确认后又被修改：未传播任何译文。请再次确认，以提供其译文。</translation>
    </message>
</context>
<context>
    <name>ReportScreenshots</name>
    <message>
        <source>Add Screenshot…</source>
        <translation>添加截图…</translation>
    </message>
    <message>
        <source>Add an image file the reader sent</source>
        <translation>添加读者发来的图片文件</translation>
    </message>
    <message>
        <source>Remove Screenshot</source>
        <translation>移除截图</translation>
    </message>
    <message>
        <source>Remove this screenshot from the project? It cannot be restored.</source>
        <translation>从项目中移除这张截图？移除后无法恢复。</translation>
    </message>
    <message>
        <source>Add Screenshot</source>
        <translation>添加截图</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.gif *.webp);;All files (*)</source>
        <translation>图片 (*.png *.jpg *.jpeg *.gif *.webp);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>RequiredNoteKinds</name>
    <message>
        <source>“%1” is not a kind of translator&apos;s note.</source>
        <translation>“%1”不是译者注的类型。</translation>
    </message>
    <message>
        <source>Environment reproduction pack</source>
        <translation>环境复现包</translation>
    </message>
</context>
<context>
    <name>ReuseCommand</name>
    <message>
        <source>The issue to reuse from.</source>
        <translation>复用的来源期。</translation>
    </message>
    <message>
        <source>The issue that receives the notes, checklist results and terms.</source>
        <translation>接收译者注、检查清单结果和术语的目标期。</translation>
    </message>
    <message>
        <source>The notes to copy: all, or their block ids.</source>
        <translation>要复制的译者注：all（全部），或它们的块 ID。</translation>
    </message>
    <message>
        <source>Link the notes instead of copying them: they follow their originals (see --sync).</source>
        <translation>链接译者注而不是复制：它们会跟随原注变化（见 --sync）。</translation>
    </message>
    <message>
        <source>Insert the notes after this draft block of the receiving issue (default: at the end).</source>
        <translation>把译者注插在接收期的这个译稿块之后（默认：插在末尾）。</translation>
    </message>
    <message>
        <source>Copy the checked manual checklist items, with their notes.</source>
        <translation>复制已勾选的人工检查清单项及其备注。</translation>
    </message>
    <message>
        <source>Mark the terms that mattered in the first issue as mattering in the second.</source>
        <translation>把与第一期相关的术语也标记为与第二期相关。</translation>
    </message>
    <message>
        <source>Bring the linked notes of --issue in step with their originals and list the links.</source>
        <translation>使 --issue 中已链接的译者注与原注同步，并列出这些链接。</translation>
    </message>
    <message>
        <source>The issue whose linked notes --sync syncs.</source>
        <translation>--sync 要同步其已链接译者注的期。</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>以 JSON 格式输出。</translation>
    </message>
    <message>
        <source>give one of --from N --to M, --sync --issue M or --template-from NOTE_ID; see --help</source>
        <translation>请给出 --from N --to M、--sync --issue M 或 --template-from NOTE_ID 之一；参见 --help</translation>
    </message>
    <message>
        <source>--%1 N is required</source>
        <translation>需要 --%1 N 参数</translation>
    </message>
    <message>
        <source>--%1 needs a positive issue number, not &apos;%2&apos;</source>
        <translation>--%1 需要一个正整数期号，而不是“%2”</translation>
    </message>
    <message>
        <source>--notes takes all or block ids separated by commas, not &apos;%1&apos;</source>
        <translation>--notes 取 all 或用逗号分隔的块 ID，而不是“%1”</translation>
    </message>
    <message>
        <source>nothing to reuse: give --notes, --checklist or --terms</source>
        <translation>没有要复用的内容：请指定 --notes、--checklist 或 --terms</translation>
    </message>
    <message>
        <source>notes reused from issue %1</source>
        <translation>从第 %1 期复用了译者注</translation>
    </message>
    <message>
        <source>linked notes: %1</source>
        <translation>已链接的译者注：%1</translation>
    </message>
    <message>
        <source>copied notes: %1</source>
        <translation>已复制的译者注：%1</translation>
    </message>
    <message>
        <source>checklist items checked: %1</source>
        <translation>已勾选的检查清单项：%1</translation>
    </message>
    <message>
        <source>not in issue %1&apos;s checklist: %2</source>
        <translation>不在第 %1 期的检查清单中：%2</translation>
    </message>
    <message>
        <source>linked notes synced</source>
        <translation>已同步链接的译者注</translation>
    </message>
    <message>
        <source>synced: %1; kept (edited here): %2</source>
        <translation>已同步：%1；已保留（此处有修改）：%2</translation>
    </message>
    <message>
        <source>--template-from needs a note&apos;s block id, not &apos;%1&apos;</source>
        <translation>--template-from 需要译者注的块 ID，而不是“%1”</translation>
    </message>
    <message>
        <source>--name NAME is required with --template-from</source>
        <translation>使用 --template-from 时需要 --name NAME 参数</translation>
    </message>
    <message>
        <source>Make a new note template of this note&apos;s kind from it, beside the others.</source>
        <translation>用这条译者注新建一个同类型的译者注模板，与其他模板并列。</translation>
    </message>
    <message>
        <source>The name of the template made with --template-from (unique in the project).</source>
        <translation>用 --template-from 创建的模板名称（在项目中唯一）。</translation>
    </message>
    <message>
        <source>With --template-from: replace the template of that name instead of refusing.</source>
        <translation>与 --template-from 一起使用：替换同名模板，而不是拒绝。</translation>
    </message>
    <message numerus="yes">
        <source>%n term(s) added to issue %1</source>
        <translation>
            <numerusform>已向第 %1 期添加 %n 个术语</numerusform>
        </translation>
    </message>
    <message>
        <source>saved &quot;%1&quot; as a template for %2 (id %3)</source>
        <translation>已将“%1”保存为%2的模板（id %3）</translation>
    </message>
</context>
<context>
    <name>ReuseController</name>
    <message>
        <source>Open an issue first.</source>
        <translation>请先打开一期。</translation>
    </message>
    <message numerus="yes">
        <source>%n note(s) linked</source>
        <translation>
            <numerusform>已链接 %n 条译者注</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s) copied</source>
        <translation>
            <numerusform>已复制 %n 条译者注</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n checklist item(s) checked</source>
        <translation>
            <numerusform>已勾选 %n 个检查清单项</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n term(s) added to this issue</source>
        <translation>
            <numerusform>已向本期添加 %n 个术语</numerusform>
        </translation>
    </message>
    <message>
        <source>From issue %1: %2.</source>
        <translation>从第 %1 期复用：%2。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>There is no other issue.</source>
        <translation>没有其他期。</translation>
    </message>
    <message>
        <source>The draft cursor is not in a translator&apos;s note.</source>
        <translation>译稿光标不在译者注中。</translation>
    </message>
    <message>
        <source>Issue %1</source>
        <translation>第 %1 期</translation>
    </message>
    <message>
        <source>Issue %1 · %2</source>
        <translation>第 %1 期 · %2</translation>
    </message>
    <message>
        <source>Link to Issue</source>
        <translation>链接到其他期</translation>
    </message>
    <message>
        <source>Copy to Issue</source>
        <translation>复制到其他期</translation>
    </message>
    <message>
        <source>Link the note into the end of issue:</source>
        <translation>把译者注链接到以下一期的末尾：</translation>
    </message>
    <message>
        <source>Copy the note to the end of issue:</source>
        <translation>把译者注复制到以下一期的末尾：</translation>
    </message>
    <message>
        <source>Linked the note into issue %1.</source>
        <translation>已把译者注链接到第 %1 期。</translation>
    </message>
    <message>
        <source>Copied the note to issue %1.</source>
        <translation>已把译者注复制到第 %1 期。</translation>
    </message>
    <message>
        <source>Save as Template</source>
        <translation>另存为模板</translation>
    </message>
    <message>
        <source>Saved the note as the template &quot;%1&quot;.</source>
        <translation>已将译者注保存为模板“%1”。</translation>
    </message>
    <message numerus="yes">
        <source>%n linked note(s) edited here kept their text; the notes pane offers their originals.</source>
        <translation>
            <numerusform>%n 条已链接的译者注因在此处有修改而保留了原文字；译者注面板中可查看其原注。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n linked note(s) took their original&apos;s changes.</source>
        <translation>
            <numerusform>%n 条已链接的译者注采用了原注的更改。</numerusform>
        </translation>
    </message>
    <message>
        <source>The note is no longer linked to its original.</source>
        <translation>该译者注已不再链接到原注。</translation>
    </message>
    <message>
        <source>Linked · %1</source>
        <translation>已链接 · %1</translation>
    </message>
    <message>
        <source>Linked to a note of issue %1 · %2</source>
        <translation>已链接到第 %1 期的译者注 · %2</translation>
    </message>
    <message>
        <source>%1 (issue %2)</source>
        <translation>%1（第 %2 期）</translation>
    </message>
    <message>
        <source>Name of the new template, offered under %1 when inserting a note:</source>
        <translation>新模板的名称（插入译者注时列在%1之下）：</translation>
    </message>
    <message>
        <source>This project already has a note template named &quot;%1&quot;. Replace it?</source>
        <translation>本项目已有名为“%1”的译者注模板。要替换它吗？</translation>
    </message>
</context>
<context>
    <name>ReuseDialog</name>
    <message>
        <source>Reuse from Another Issue</source>
        <translation>从其他期复用</translation>
    </message>
    <message>
        <source>From issue:</source>
        <translation>来源期：</translation>
    </message>
    <message>
        <source>Reuse</source>
        <translation>复用</translation>
    </message>
    <message>
        <source>Checklist items checked there</source>
        <translation>该期已勾选的检查清单项</translation>
    </message>
    <message>
        <source>Terms that mattered there</source>
        <translation>与该期相关的术语</translation>
    </message>
    <message>
        <source>All</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>The notes become notes of this issue, independent of the originals</source>
        <translation>这些译者注成为本期的译者注，与原注互不影响</translation>
    </message>
    <message>
        <source>Link (kept in step with the original)</source>
        <translation>链接（与原注保持同步）</translation>
    </message>
    <message>
        <source>When the original is edited, the copy here takes the change, unless it was edited here too</source>
        <translation>原注被编辑时，此处的副本会随之更改，除非此处也编辑过</translation>
    </message>
    <message>
        <source>After the draft block at the cursor (else at the end)</source>
        <translation>插在光标所在译稿块之后（否则插在末尾）</translation>
    </message>
    <message>
        <source>Translator&apos;s notes</source>
        <translation>译者注</translation>
    </message>
    <message>
        <source>Issue %1</source>
        <translation>第 %1 期</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>No translator&apos;s note in this issue.</source>
        <translation>本期没有译者注。</translation>
    </message>
    <message>
        <source>(checked by %1)</source>
        <translation>（由 %1 勾选）</translation>
    </message>
    <message>
        <source>No checklist item was checked by hand in this issue.</source>
        <translation>本期没有人工勾选的检查清单项。</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>No term is listed for this issue.</source>
        <translation>本期没有列出术语。</translation>
    </message>
</context>
<context>
    <name>ReviewActions</name>
    <message>
        <source>Confirm</source>
        <translation>确认</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>审校</translation>
    </message>
    <message>
        <source>Approve</source>
        <translation>批准</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>退回</translation>
    </message>
    <message>
        <source>Reopen</source>
        <translation>重新打开</translation>
    </message>
</context>
<context>
    <name>ReviewCommand</name>
    <message>
        <source>Move blocks on: confirm, review, approve, reject or reopen.</source>
        <translation>推进块的状态：confirm（确认）、review（审校）、approve（批准）、reject（退回）或 reopen（重新打开）。</translation>
    </message>
    <message>
        <source>The draft block ids for --set, comma-separated.</source>
        <translation>--set 作用的译稿块 ID，用逗号分隔。</translation>
    </message>
    <message>
        <source>Check a manual checklist item.</source>
        <translation>勾选一个人工检查清单项。</translation>
    </message>
    <message>
        <source>Uncheck a manual checklist item.</source>
        <translation>取消勾选一个人工检查清单项。</translation>
    </message>
    <message>
        <source>Who does it.</source>
        <translation>由谁操作。</translation>
    </message>
    <message>
        <source>Why (a rejection needs it), a note on the checked item, or what a fix did.</source>
        <translation>理由（退回时必填）、对所勾选项的备注，或修正做了什么。</translation>
    </message>
    <message>
        <source>unknown --set &apos;%1&apos;; use confirm, review, approve, reject or reopen</source>
        <translation>未知的 --set“%1”；请使用 confirm、review、approve、reject 或 reopen</translation>
    </message>
    <message>
        <source>--blocks takes draft block ids separated by commas, not &apos;%1&apos;</source>
        <translation>--blocks 取用逗号分隔的译稿块 ID，而不是“%1”</translation>
    </message>
    <message>
        <source>--set needs --blocks</source>
        <translation>--set 需要 --blocks</translation>
    </message>
    <message>
        <source>issue %1: %2
</source>
        <translation>第 %1 期：%2
</translation>
    </message>
    <message>
        <source>blocks: %1 (%2); %3 rejected
</source>
        <translation>块：%1（%2）；%3 个已退回
</translation>
    </message>
    <message>
        <source>reviewers: %1%2
</source>
        <translation>审校人：%1%2
</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source> (approval needs a second reviewer)</source>
        <translation>（批准需要第二位审校人）</translation>
    </message>
    <message>
        <source>open comment threads: %1; open reader feedback: %2; QA errors: %3
</source>
        <translation>未解决的批注串：%1；待处理的读者反馈：%2；质量检查错误：%3
</translation>
    </message>
    <message>
        <source>checklist %1:
</source>
        <translation>检查清单 %1：
</translation>
    </message>
    <message>
        <source>may ship: every item is done
</source>
        <translation>可以发布：所有项均已完成
</translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) block shipping
</source>
        <translation>
            <numerusform>%n 项阻碍发布
</numerusform>
        </translation>
    </message>
    <message>
        <source>issue %1 has no draft block %2 (yiqiao-cli blocks lists them)</source>
        <translation>第 %1 期没有译稿块 %2（yiqiao-cli blocks 可列出各块）</translation>
    </message>
    <message>
        <source>Confirm the fix of a reader&apos;s report, as the senior reviewer --reviewer.</source>
        <translation>以资深审校 --reviewer 的身份确认读者反馈的修正。</translation>
    </message>
    <message>
        <source>Set who may confirm fixes: names separated by commas (an empty list clears it).</source>
        <translation>设定可确认修正的资深审校：名字以逗号分隔（空列表即清空）。</translation>
    </message>
    <message>
        <source>--%1 takes a report id (review --json lists them), not &apos;%2&apos;</source>
        <translation>--%1 需要反馈编号（review --json 会列出），而不是“%2”</translation>
    </message>
    <message>
        <source>Mark a reader&apos;s report fixed (what was done: --note).</source>
        <translation>将读者反馈标记为已修正（做了什么：--note）。</translation>
    </message>
    <message>
        <source>Who fixed the report (default: the system&apos;s user name).</source>
        <translation>谁修正了这条反馈（默认：系统用户名）。</translation>
    </message>
    <message>
        <source>issue %1 has no feedback report %2</source>
        <translation>第 %1 期没有反馈 %2</translation>
    </message>
    <message>
        <source>The review settings could not be saved: %1</source>
        <translation>无法保存审校设置：%1</translation>
    </message>
    <message>
        <source>senior reviewers (two confirm each fix to a reader&apos;s report): %1
</source>
        <translation>资深审校（读者反馈的每处修正需两人确认）：%1
</translation>
    </message>
</context>
<context>
    <name>ReviewController</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more thread(s)</source>
        <translation>
            <numerusform>……另有 %n 个批注串</numerusform>
        </translation>
    </message>
    <message>
        <source>Rejected by %1: %2</source>
        <translation>被 %1 退回：%2</translation>
    </message>
    <message>
        <source>The cursor is on no draft block.</source>
        <translation>光标不在任何译稿块上。</translation>
    </message>
    <message>
        <source>The block is no longer in the draft.</source>
        <translation>该块已不在译稿中。</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n block(s)</source>
        <translation>
            <numerusform>%1：%n 个块</numerusform>
        </translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>退回</translation>
    </message>
    <message numerus="yes">
        <source>Why do %n block(s) go back to draft? The translator sees this reason.</source>
        <translation>
            <numerusform>为什么要把这 %n 个块退回草稿？译者会看到这条理由。</numerusform>
        </translation>
    </message>
    <message>
        <source>Add Comment</source>
        <translation>添加批注</translation>
    </message>
    <message>
        <source>Comment on block %1:</source>
        <translation>对块 %1 的批注：</translation>
    </message>
    <message>
        <source>Feedback recorded: %1</source>
        <translation>已记录读者反馈：%1</translation>
    </message>
    <message>
        <source>The review settings could not be saved: %1</source>
        <translation>无法保存审校设置：%1</translation>
    </message>
    <message>
        <source>Fix confirmed by %1</source>
        <translation>%1 已确认修正</translation>
    </message>
</context>
<context>
    <name>ReviewPane</name>
    <message>
        <source>Blocks and Comments</source>
        <translation>块与批注</translation>
    </message>
    <message>
        <source>Reader Feedback</source>
        <translation>读者反馈</translation>
    </message>
    <message>
        <source>Two different reviewers before approval</source>
        <translation>批准前需两位不同的审校人</translation>
    </message>
    <message>
        <source>The one who approves a block must not be the one who reviewed it (a project setting)</source>
        <translation>批准块的人不能是审校该块的人（项目设置）</translation>
    </message>
    <message>
        <source>Mark Reviewed</source>
        <translation>标记为已审校</translation>
    </message>
    <message>
        <source>Approve</source>
        <translation>批准</translation>
    </message>
    <message>
        <source>Reject…</source>
        <translation>退回…</translation>
    </message>
    <message>
        <source>Reopen</source>
        <translation>重新打开</translation>
    </message>
    <message>
        <source>Back to translated, for changes</source>
        <translation>退回“已翻译”状态以便修改</translation>
    </message>
    <message>
        <source>This block only</source>
        <translation>仅显示此块</translation>
    </message>
    <message>
        <source>Add Comment…</source>
        <translation>添加批注…</translation>
    </message>
    <message>
        <source>Reply…</source>
        <translation>回复…</translation>
    </message>
    <message>
        <source>Resolve…</source>
        <translation>解决…</translation>
    </message>
    <message>
        <source>Reopen Thread</source>
        <translation>重新打开批注串</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Record Feedback…</source>
        <translation>记录反馈…</translation>
    </message>
    <message>
        <source>Mark Fixed…</source>
        <translation>标记为已修复…</translation>
    </message>
    <message>
        <source>Reject Report…</source>
        <translation>退回反馈…</translation>
    </message>
    <message>
        <source>Reject Block</source>
        <translation>退回块</translation>
    </message>
    <message>
        <source>Why does block %1 go back to draft? The translator sees this reason.</source>
        <translation>为什么要把块 %1 退回草稿？译者会看到这条理由。</translation>
    </message>
    <message>
        <source>Add Comment</source>
        <translation>添加批注</translation>
    </message>
    <message>
        <source>Comment on block %1:</source>
        <translation>对块 %1 的批注：</translation>
    </message>
    <message>
        <source>Reply</source>
        <translation>回复</translation>
    </message>
    <message>
        <source>Reply to %1:</source>
        <translation>回复 %1：</translation>
    </message>
    <message>
        <source>Resolve Thread</source>
        <translation>解决批注串</translation>
    </message>
    <message>
        <source>How was it resolved? (optional)</source>
        <translation>是如何解决的？（可选）</translation>
    </message>
    <message>
        <source>block %1, “%2”</source>
        <translation>块 %1，“%2”</translation>
    </message>
    <message>
        <source>Mark Report Fixed</source>
        <translation>将反馈标记为已修复</translation>
    </message>
    <message>
        <source>Reject Report</source>
        <translation>退回反馈</translation>
    </message>
    <message>
        <source>What was done, or why not? (optional)</source>
        <translation>做了哪些处理，或为什么不处理？（可选）</translation>
    </message>
    <message>
        <source>%1/%2 reviewed</source>
        <translation>已审校 %1/%2</translation>
    </message>
    <message numerus="yes">
        <source>%n approved</source>
        <translation>
            <numerusform>%n 个已批准</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rejected</source>
        <translation>
            <numerusform>%n 个已退回</numerusform>
        </translation>
    </message>
    <message>
        <source>Reviewers: %1</source>
        <translation>审校人：%1</translation>
    </message>
    <message>
        <source>(automatic)</source>
        <translation>（自动）</translation>
    </message>
    <message>
        <source>%1 · %2 · %3: %4 → %5</source>
        <translation>%1 · %2 · %3：%4 → %5</translation>
    </message>
    <message>
        <source>Reason: %1</source>
        <translation>理由：%1</translation>
    </message>
    <message>
        <source>Open an issue to review it.</source>
        <translation>打开一期即可审校。</translation>
    </message>
    <message>
        <source>The cursor is on no draft block.</source>
        <translation>光标不在任何译稿块上。</translation>
    </message>
    <message>
        <source>Block %1: %2</source>
        <translation>块 %1：%2</translation>
    </message>
    <message>
        <source>last moved by %1 on %2</source>
        <translation>最后由 %1 于 %2 变更</translation>
    </message>
    <message>
        <source>Delete this comment and its replies? They cannot be restored.</source>
        <translation>删除这条批注及其回复？删除后无法恢复。</translation>
    </message>
    <message>
        <source>Delete this reply? It cannot be restored.</source>
        <translation>删除这条回复？删除后无法恢复。</translation>
    </message>
    <message>
        <source>Delete Comment</source>
        <translation>删除批注</translation>
    </message>
    <message>
        <source>Confirm Fix</source>
        <translation>确认修正</translation>
    </message>
    <message>
        <source>As a senior reviewer, confirm that the fix is right; a fix counts once two have confirmed it</source>
        <translation>以资深审校身份确认修正无误；两人确认后修正才算数</translation>
    </message>
    <message>
        <source>Senior Reviewers…</source>
        <translation>资深审校…</translation>
    </message>
    <message>
        <source>Who may confirm fixes to readers&apos; reports (a project setting)</source>
        <translation>谁可以确认读者反馈的修正（项目设置）</translation>
    </message>
    <message>
        <source>No senior reviewers yet: nobody can confirm a fix.</source>
        <translation>尚未指定资深审校：无人能确认修正。</translation>
    </message>
    <message>
        <source>Senior reviewers (two confirm each fix): %1</source>
        <translation>资深审校（每处修正需两人确认）：%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Senior Reviewers</source>
        <translation>资深审校</translation>
    </message>
    <message>
        <source>Who may confirm fixes to readers&apos; reports, one name per line, as they sign in Yiqiao (a fix counts once two of them, neither its reporter, have confirmed it):</source>
        <translation>谁可以确认读者反馈的修正，每行一个名字，与其在译桥中的署名一致（修正须经其中两人确认才算数，记录反馈者本人除外）：</translation>
    </message>
</context>
<context>
    <name>ReviewRepository</name>
    <message>
        <source>Draft block %1 does not exist.</source>
        <translation>译稿块 %1 不存在。</translation>
    </message>
</context>
<context>
    <name>ReviewWorkflow</name>
    <message>
        <source>“%1” does not apply to a block that is %2.</source>
        <translation>“%1”不适用于状态为“%2”的块。</translation>
    </message>
    <message>
        <source>Say who reviews: the reviewer&apos;s name is empty.</source>
        <translation>请说明由谁审校：审校人姓名为空。</translation>
    </message>
    <message>
        <source>Say why the block is rejected: the note is empty.</source>
        <translation>请说明退回该块的理由：理由为空。</translation>
    </message>
    <message>
        <source>%1 reviewed this block: the project requires a second person to approve it.</source>
        <translation>%1 审校了此块：本项目要求由另一人批准。</translation>
    </message>
    <message>
        <source>Block %1 (“%2”): %3</source>
        <translation>块 %1（“%2”）：%3</translation>
    </message>
    <message>
        <source>edited after review</source>
        <translation>审校后被编辑</translation>
    </message>
    <message>
        <source>No review of this block is on record: with two reviewers required, it is reviewed again before approval.</source>
        <translation>没有此块的审校记录：项目要求两位不同的审校人，批准前须重新审校。</translation>
    </message>
    <message>
        <source>source changed</source>
        <translation>原文已更改</translation>
    </message>
</context>
<context>
    <name>RevisionCommand</name>
    <message>
        <source>(as imported)</source>
        <translation>（导入时的版本）</translation>
    </message>
    <message>
        <source>The older revision&apos;s number (0: the draft as imported).</source>
        <translation>较旧修订的编号（0：导入时的译稿）。</translation>
    </message>
    <message>
        <source>The newer revision&apos;s number.</source>
        <translation>较新修订的编号。</translation>
    </message>
    <message>
        <source>a revision number (0 or more) is needed, not &apos;%1&apos;</source>
        <translation>需要修订编号（0 或更大），而不是“%1”</translation>
    </message>
    <message>
        <source>List the versions of the source posts instead (oldest first).</source>
        <translation>改为列出原文文章的各个版本（最早的在前）。</translation>
    </message>
    <message>
        <source>Compare two versions (1, 2, …) of the source post instead.</source>
        <translation>改为比较原文文章的两个版本（1、2、…）。</translation>
    </message>
    <message>
        <source>With --source: which of the issue&apos;s posts (default 1).</source>
        <translation>与 --source 同用：本期的哪一篇文章（默认 1）。</translation>
    </message>
    <message>
        <source>(current)</source>
        <translation>（当前）</translation>
    </message>
    <message>
        <source>post %1 of this issue has no source version %2</source>
        <translation>本期的第 %1 篇文章没有原文版本 %2</translation>
    </message>
</context>
<context>
    <name>RevisionController</name>
    <message>
        <source>The revision history could not be read: %1</source>
        <translation>无法读取修订历史：%1</translation>
    </message>
    <message>
        <source>Revision History — Issue %1: %2</source>
        <translation>修订历史 — 第 %1 期：%2</translation>
    </message>
    <message>
        <source>Revision History</source>
        <translation>修订历史</translation>
    </message>
</context>
<context>
    <name>RevisionDiffView</name>
    <message>
        <source>&amp;Next Change</source>
        <translation>下一处改动(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Previous Change</source>
        <translation>上一处改动(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Only changes</source>
        <translation>仅显示改动(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Context lines:</source>
        <translation>上下文行数(&amp;C)：</translation>
    </message>
</context>
<context>
    <name>RevisionHistoryDialog</name>
    <message>
        <source>Revision History</source>
        <translation>修订历史</translation>
    </message>
    <message>
        <source>Revision</source>
        <translation>修订</translation>
    </message>
    <message>
        <source>When</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>作者</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>No revisions recorded for this issue.</source>
        <translation>本期没有记录任何修订。</translation>
    </message>
    <message>
        <source>Co&amp;mpare:</source>
        <translation>比较(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;with:</source>
        <translation>与(&amp;W)：</translation>
    </message>
    <message>
        <source>Only the imported draft so far — nothing to compare.</source>
        <translation>目前只有导入时的译稿——没有可比较的内容。</translation>
    </message>
    <message>
        <source>Only one revision so far — nothing to compare.</source>
        <translation>目前只有一次修订——没有可比较的内容。</translation>
    </message>
    <message>
        <source>0 (as imported)</source>
        <translation>0（导入时的版本）</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Revision %1 · %2</source>
        <translation>修订 %1 · %2</translation>
    </message>
    <message>
        <source>Revision %1 · %2 · %3</source>
        <translation>修订 %1 · %2 · %3</translation>
    </message>
    <message>
        <source>Revision 0 (as imported)</source>
        <translation>修订 0（导入时的版本）</translation>
    </message>
    <message>
        <source>Revision %1</source>
        <translation>修订 %1</translation>
    </message>
    <message>
        <source>Both selectors name revision %1: choose two different revisions.</source>
        <translation>两个选择框都选了修订 %1：请选择两个不同的修订。</translation>
    </message>
    <message>
        <source>Revision %1 could not be read.</source>
        <translation>无法读取修订 %1。</translation>
    </message>
    <message>
        <source>No differences</source>
        <translation>没有差异</translation>
    </message>
    <message>
        <source>+%1 −%2 ~%3 lines</source>
        <translation>+%1 −%2 ~%3 行</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>译稿</translation>
    </message>
    <message>
        <source>Source Versions</source>
        <translation>原文版本</translation>
    </message>
</context>
<context>
    <name>RevisionRepository</name>
    <message>
        <source>The issue has no revision %1.</source>
        <translation>该期没有修订 %1。</translation>
    </message>
    <message>
        <source>Another post imported</source>
        <translation>导入了另一篇文章</translation>
    </message>
</context>
<context>
    <name>ScenarioCommand</name>
    <message>
        <source>With --issue: the outline to insert (its name; the first one by default).</source>
        <translation>与 --issue 一起用：要插入的大纲（按名称；默认第一个）。</translation>
    </message>
    <message>
        <source>--outline needs --issue N: the draft to insert it into</source>
        <translation>--outline 需要 --issue N：指定插入哪一期的译文</translation>
    </message>
    <message>
        <source>the project has no scenario outline</source>
        <translation>项目没有读者场景大纲</translation>
    </message>
    <message>
        <source>the project has no scenario outline named “%1”</source>
        <translation>项目没有名为“%1”的读者场景大纲</translation>
    </message>
    <message>
        <source>scenario headings inserted: %1</source>
        <translation>已插入场景标题：%1</translation>
    </message>
    <message>
        <source>Issue %1: %2 scenario headings of “%3” inserted
</source>
        <translation>第 %1 期：已插入“%3”的 %2 个场景标题
</translation>
    </message>
</context>
<context>
    <name>ScenarioController</name>
    <message>
        <source>The scenario outlines could not be saved.</source>
        <translation>读者场景大纲无法保存。</translation>
    </message>
    <message>
        <source>The draft has every heading of “%1” already.</source>
        <translation>译文已包含“%1”的全部标题。</translation>
    </message>
    <message numerus="yes">
        <source>%n scenario heading(s) inserted; move each section under its scenario with Ctrl+Shift+↑/↓.</source>
        <translation>
            <numerusform>已插入 %n 个场景标题；用 Ctrl+Shift+↑/↓ 把各章节移到对应场景下。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScenarioOutline</name>
    <message>
        <source>The project&apos;s scenario outlines do not read; save them anew.</source>
        <translation>项目的读者场景大纲无法读取；请重新保存。</translation>
    </message>
    <message>
        <source>Every scenario outline needs a name.</source>
        <translation>每个读者场景大纲都需要名称。</translation>
    </message>
    <message>
        <source>Two scenario outlines are named “%1”.</source>
        <translation>有两个读者场景大纲都叫“%1”。</translation>
    </message>
    <message>
        <source>The headings of “%1” need a level from 1 to 6.</source>
        <translation>“%1”的标题级别须在 1 到 6 之间。</translation>
    </message>
    <message>
        <source>The scenario outline “%1” has no headings.</source>
        <translation>读者场景大纲“%1”没有标题。</translation>
    </message>
    <message>
        <source>Each heading of “%1” is one line of text.</source>
        <translation>“%1”的每个标题都须是一行文字。</translation>
    </message>
</context>
<context>
    <name>ScenarioOutlineDialog</name>
    <message>
        <source>Scenario Outline</source>
        <translation>读者场景大纲</translation>
    </message>
    <message>
        <source>One heading a line</source>
        <translation>每行一个标题</translation>
    </message>
    <message>
        <source>Rebuild the post around the moments readers need it (环境初始化, 训练稳定性, 结果可信度): the headings are inserted before the draft&apos;s first section of their level; then move each section under its scenario with Move Block or Section Up/Down (Ctrl+Shift+↑/↓), from the editor or the outline.</source>
        <translation>按读者真正需要帮助的时刻重组文章（环境初始化、训练稳定性、结果可信度）：这些标题插在译文中第一个同级章节之前；然后在编辑器或大纲里用“上移/下移段落或章节”（Ctrl+Shift+↑/↓）把各章节移到对应场景下。</translation>
    </message>
    <message>
        <source>New</source>
        <translation>新建</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>Heading &amp;level:</source>
        <translation>标题级别(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Headings:</source>
        <translation>标题(&amp;H)：</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Insert into Draft</source>
        <translation>插入译文</translation>
    </message>
    <message>
        <source>Scenarios %1</source>
        <translation>读者场景 %1</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>场景</translation>
    </message>
</context>
<context>
    <name>ScreenshotStrip</name>
    <message>
        <source>Click a screenshot to see it larger</source>
        <translation>点击截图查看大图</translation>
    </message>
    <message>
        <source>Pasted</source>
        <translation>粘贴的图片</translation>
    </message>
    <message>
        <source>%1 cannot be shown</source>
        <translation>无法显示 %1</translation>
    </message>
    <message>
        <source>Pasted Screenshot</source>
        <translation>粘贴的截图</translation>
    </message>
    <message>
        <source>The clipboard holds no image.</source>
        <translation>剪贴板中没有图片。</translation>
    </message>
</context>
<context>
    <name>SearchResultModel</name>
    <message>
        <source>Issue %1 · %2</source>
        <translation>第 %1 期 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n 个匹配项</numerusform>
        </translation>
    </message>
    <message>
        <source>Issue %1: %2</source>
        <translation>第 %1 期：%2</translation>
    </message>
    <message>
        <source>Source #%1</source>
        <translation>原文块 #%1</translation>
    </message>
    <message>
        <source>Draft #%1</source>
        <translation>译稿块 #%1</translation>
    </message>
    <message>
        <source>%1 · code</source>
        <translation>%1 · 代码</translation>
    </message>
    <message>
        <source>In code: replaced only when Include code is on.</source>
        <translation>位于代码中：仅在开启“包括代码”时替换。</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>上下文</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>System</source>
        <comment>language</comment>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>System</source>
        <comment>theme</comment>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>主题(&amp;T)：</translation>
    </message>
    <message>
        <source>When you press OK, your work is saved and the window is rebuilt in the new language.</source>
        <translation>按下“确定”后，会先保存您的工作，然后以新语言重建窗口。</translation>
    </message>
    <message>
        <source>Lowest &amp;match score:</source>
        <translation>最低匹配分(&amp;M)：</translation>
    </message>
    <message>
        <source>Recorded with review statuses, comments and waived QA findings</source>
        <translation>会随审校状态、批注和已豁免的质量检查问题一起记录</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>您的名字(&amp;N)：</translation>
    </message>
</context>
<context>
    <name>SideBySideView</name>
    <message>
        <source>Source post (English)</source>
        <translation>原文（英文）</translation>
    </message>
    <message>
        <source>No issue selected</source>
        <translation>未选择期次</translation>
    </message>
    <message>
        <source>&amp;Draft (Chinese)</source>
        <translation>译稿（中文）(&amp;D)</translation>
    </message>
</context>
<context>
    <name>SourceChangeListModel</name>
    <message>
        <source>%1 by %2, %3</source>
        <translation>%1（%2，%3）</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变更</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>块</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Edited</source>
        <translation>已修改</translation>
    </message>
    <message>
        <source>Moved</source>
        <translation>已移动</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>Removed</source>
        <translation>已删除</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>待处理</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>已查看</translation>
    </message>
    <message>
        <source>Dropped</source>
        <translation>已丢弃</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>已保留</translation>
    </message>
    <message>
        <source>#%1 %2</source>
        <translation>#%1 %2</translation>
    </message>
</context>
<context>
    <name>SourceChangeRepository</name>
    <message>
        <source>Source change %1 does not exist.</source>
        <translation>原文变更 %1 不存在。</translation>
    </message>
    <message>
        <source>Source change %1 is settled already (%2).</source>
        <translation>原文变更 %1 已处理（%2）。</translation>
    </message>
    <message>
        <source>Source change %1 is open already.</source>
        <translation>原文变更 %1 已是待处理状态。</translation>
    </message>
    <message>
        <source>Source change %1 removed source: drop its draft blocks or keep them as additions.</source>
        <translation>原文变更 %1 删除了原文：请丢弃其译稿块，或将其保留为增补。</translation>
    </message>
    <message>
        <source>Only the draft blocks of removed source can be dropped or kept (source change %1).</source>
        <translation>只有已删除原文的译稿块才能丢弃或保留（原文变更 %1）。</translation>
    </message>
    <message>
        <source>Only an edited source change marked done can be reopened (change %1).</source>
        <translation>只有已标记为已查看的“已修改”原文变更才能重新打开（变更 %1）。</translation>
    </message>
    <message>
        <source>Deletion %1 does not exist.</source>
        <translation>删除记录 %1 不存在。</translation>
    </message>
</context>
<context>
    <name>SourceChangesPane</name>
    <message>
        <source>All changes</source>
        <translation>全部变更</translation>
    </message>
    <message>
        <source>Open changes</source>
        <translation>待处理的变更</translation>
    </message>
    <message>
        <source>Mark Seen</source>
        <translation>标记已查看</translation>
    </message>
    <message>
        <source>The draft has been checked against the new source</source>
        <translation>已对照新原文检查过译稿</translation>
    </message>
    <message>
        <source>Drop Translation</source>
        <translation>丢弃译文</translation>
    </message>
    <message>
        <source>Delete the draft blocks that translated the removed source</source>
        <translation>删除翻译了已删除原文的译稿块</translation>
    </message>
    <message>
        <source>Keep as Addition</source>
        <translation>保留为增补</translation>
    </message>
    <message>
        <source>Keep those draft blocks as the translator&apos;s own additions</source>
        <translation>将这些译稿块保留为译者自己的增补内容</translation>
    </message>
    <message>
        <source>Reopen</source>
        <translation>重新打开</translation>
    </message>
    <message>
        <source>Select a change to see what changed in the source.</source>
        <translation>选择一项变更，查看原文改了什么。</translation>
    </message>
    <message numerus="yes">
        <source>Removed from the source; %n draft block(s) translated it.</source>
        <translation>
            <numerusform>已从原文中删除；有 %n 个译稿块翻译了它。</numerusform>
        </translation>
    </message>
    <message>
        <source>New in the source; the draft has an untranslated copy of it.</source>
        <translation>原文中新增；译稿中有一份它的未翻译副本。</translation>
    </message>
    <message>
        <source>Moved in the source from block %1; its translation stays where it is.</source>
        <translation>在原文中从块 %1 处移来；其译文保持原位。</translation>
    </message>
    <message>
        <source>Edited and moved in the source: check the translation against the new text.</source>
        <translation>原文中已修改并移动：请对照新文字检查译文。</translation>
    </message>
    <message>
        <source>Edited in the source: check the translation against the new text.</source>
        <translation>原文中已修改：请对照新文字检查译文。</translation>
    </message>
    <message>
        <source>Open an issue to see how its source changed.</source>
        <translation>打开一期即可查看其原文的变更。</translation>
    </message>
    <message>
        <source>The source of this issue has not been updated. File ▸ Update Source… re-imports a newer version.</source>
        <translation>本期原文尚未更新。“文件 ▸ 更新原文…”可重新导入较新的版本。</translation>
    </message>
    <message numerus="yes">
        <source>%n open change(s) from source updates</source>
        <translation>
            <numerusform>原文更新带来 %n 项待处理的变更</numerusform>
        </translation>
    </message>
    <message>
        <source>Every change has been dealt with.</source>
        <translation>所有变更均已处理。</translation>
    </message>
</context>
<context>
    <name>SourceLinker</name>
    <message>
        <source>No untranslated source block between the neighbours&apos; sources: click the source block to link, then press Ctrl+L.</source>
        <translation>前后相邻块的原文之间没有未翻译的原文块：请点击要对齐的原文块，再按 Ctrl+L。</translation>
    </message>
    <message>
        <source>Click the source block to link or unlink in the source view, then press Ctrl+L.</source>
        <translation>请在原文视图中点击要对齐或取消对齐的原文块，再按 Ctrl+L。</translation>
    </message>
    <message>
        <source>Not linked.</source>
        <translation>未对齐。</translation>
    </message>
    <message>
        <source>Linked with %1.</source>
        <translation>已与%1对齐。</translation>
    </message>
    <message>
        <source>No longer linked with %1.</source>
        <translation>已取消与%1的对齐。</translation>
    </message>
    <message>
        <source>The draft block is a %1, the source block is %2. Link them all the same?</source>
        <translation>译稿块是%1，原文块是%2。仍要对齐吗？</translation>
    </message>
    <message>
        <source>Link with Source Block</source>
        <translation>与原文块对齐</translation>
    </message>
</context>
<context>
    <name>SourceText</name>
    <message>
        <source>This looks like a binary file (a NUL byte at line %1, byte %2), not markdown text.</source>
        <translation>这看起来是二进制文件（第 %1 行、第 %2 字节处有 NUL 字节），不是 Markdown 文本。</translation>
    </message>
    <message>
        <source>The file is not valid UTF-8 (line %1, byte %2). Save it as UTF-8 and import it again.</source>
        <translation>该文件不是有效的 UTF-8（第 %1 行，第 %2 字节）。请以 UTF-8 保存后重新导入。</translation>
    </message>
</context>
<context>
    <name>SourceUpdateController</name>
    <message>
        <source>The source changes could not be read: %1</source>
        <translation>无法读取原文变更：%1</translation>
    </message>
    <message>
        <source>Update Source</source>
        <translation>更新原文</translation>
    </message>
    <message>
        <source>Markdown posts (*.md *.markdown);;All files (*)</source>
        <translation>Markdown 文章 (*.md *.markdown);;所有文件 (*)</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>The issue is no longer in the project.</source>
        <translation>该期已不在此项目中。</translation>
    </message>
    <message>
        <source>Source updated to version %1: %2</source>
        <translation>原文已更新到版本 %1：%2</translation>
    </message>
    <message>
        <source>Replace version %1 of this issue&apos;s source with the new version %2?</source>
        <translation>用新版本 %2 替换本期原文的版本 %1 吗？</translation>
    </message>
    <message>
        <source>

The old version is kept in the revision history. Translations of unchanged and moved blocks stay as they are.</source>
        <translation>

旧版本会保留在修订历史中。未更改和已移动的块的译文保持不变。</translation>
    </message>
    <message>
        <source>Update</source>
        <translation>更新</translation>
    </message>
    <message numerus="yes">
        <source>%n edited</source>
        <translation>
            <numerusform>%n 个已修改</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n moved</source>
        <translation>
            <numerusform>%n 个已移动</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n added</source>
        <translation>
            <numerusform>%n 个新增</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n removed</source>
        <translation>
            <numerusform>%n 个已删除</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unchanged</source>
        <translation>
            <numerusform>%n 个未更改</numerusform>
        </translation>
    </message>
    <message>
        <source>Source blocks: %1.</source>
        <translation>原文块：%1。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message numerus="yes">
        <source>%n draft block(s) will need review.</source>
        <translation>
            <numerusform>%n 个译稿块将需复核。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n untranslated block(s) will be added to the draft.</source>
        <translation>
            <numerusform>将向译稿添加 %n 个未翻译的块。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n removed block(s) will wait for a decision: drop their translation or keep it.</source>
        <translation>
            <numerusform>%n 个已删除的原文块将等待决定：丢弃其译文，或保留译文。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deletion(s) will be flagged for a second look.</source>
        <translation>
            <numerusform>%n 处删除将被标记为需复核。</numerusform>
        </translation>
    </message>
    <message>
        <source>The source of the block at the cursor has no open change.</source>
        <translation>光标所在块的原文没有待处理的变更。</translation>
    </message>
    <message>
        <source>The source changed in version %1 (see Source Changes):
− %2
+ %3</source>
        <translation>原文在版本 %1 中已更改（见“原文更新”）：
− %2
+ %3</translation>
    </message>
    <message>
        <source>Post %1 · %2</source>
        <translation>文章 %1 · %2</translation>
    </message>
    <message>
        <source>This issue has %1 posts. Which of them does %2 replace?</source>
        <translation>本期有 %1 篇原文。%2 替换其中哪一篇？</translation>
    </message>
</context>
<context>
    <name>SourceUpdater</name>
    <message>
        <source>The new version</source>
        <translation>新版本</translation>
    </message>
    <message>
        <source>%1 is the version of the post the issue has already: nothing to update.</source>
        <translation>%1 与本期已有的文章版本相同：无需更新。</translation>
    </message>
    <message>
        <source>Issue %1 does not exist.</source>
        <translation>第 %1 期不存在。</translation>
    </message>
    <message>
        <source>Issue %1 has no source post to update.</source>
        <translation>第 %1 期没有可更新的原文文章。</translation>
    </message>
    <message>
        <source>Issue %1 has no post %2.</source>
        <translation>第 %1 期没有第 %2 篇文章。</translation>
    </message>
    <message>
        <source>Issue %1 has %2 posts: say which of them the new version replaces.</source>
        <translation>第 %1 期有 %2 篇文章：请说明新版本替换其中哪一篇。</translation>
    </message>
    <message>
        <source>Nothing to update: the new version was not prepared.</source>
        <translation>无需更新：新版本尚未准备好。</translation>
    </message>
    <message>
        <source>Source updated to version %1</source>
        <translation>原文已更新到版本 %1</translation>
    </message>
    <message>
        <source>The post changed since the update was prepared; prepare it again.</source>
        <translation>准备更新之后文章已发生变化；请重新准备。</translation>
    </message>
</context>
<context>
    <name>SourceVersionsView</name>
    <message>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>导入时间</translation>
    </message>
    <message>
        <source>Replaced</source>
        <translation>替换时间</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>The source of this issue has not been updated: there is one version.</source>
        <translation>本期原文尚未更新：只有一个版本。</translation>
    </message>
    <message>
        <source>Compare:</source>
        <translation>比较：</translation>
    </message>
    <message>
        <source>with:</source>
        <translation>与：</translation>
    </message>
    <message>
        <source>Version %1 (current)</source>
        <translation>版本 %1（当前）</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>版本 %1</translation>
    </message>
    <message>
        <source>Post %1 · %2</source>
        <translation>文章 %1 · %2</translation>
    </message>
    <message>
        <source>Both selectors name the same version: choose two different versions.</source>
        <translation>两个选择框选了同一个版本：请选择两个不同的版本。</translation>
    </message>
</context>
<context>
    <name>SqlErrors</name>
    <message>
        <source>The project is busy in another Yiqiao window or command; nothing was changed. Try again in a moment.</source>
        <translation>该项目正被另一个译桥窗口或命令使用；没有做任何更改。请稍后再试。</translation>
    </message>
    <message>
        <source>The project cannot be written (it is read-only); nothing was changed.</source>
        <translation>无法写入该项目（它是只读的）；没有做任何更改。</translation>
    </message>
    <message>
        <source>The project file is damaged (%1).</source>
        <translation>项目文件已损坏（%1）。</translation>
    </message>
    <message>
        <source>The disk is full; nothing was changed.</source>
        <translation>磁盘已满；没有做任何更改。</translation>
    </message>
    <message>
        <source>The project database reported an error: %1</source>
        <translation>项目数据库报告错误：%1</translation>
    </message>
    <message>
        <source>The project file cannot be opened (%1).</source>
        <translation>无法打开项目文件（%1）。</translation>
    </message>
    <message>
        <source>Reading or writing the project file failed (%1); is the disk full? Nothing was changed.</source>
        <translation>读写项目文件失败（%1）；磁盘是否已满？未做任何更改。</translation>
    </message>
</context>
<context>
    <name>StartUpComparison</name>
    <message>
        <source>no corpus posts (DIR/*/source.en.md) under %1</source>
        <translation>%1 下没有语料文章（DIR/*/source.en.md）</translation>
    </message>
    <message>
        <source>Yiqiao, a project of %1 issues</source>
        <translation>译桥，%1 期的项目</translation>
    </message>
    <message>
        <source>Lokalize, empty window</source>
        <translation>Lokalize，空窗口</translation>
    </message>
    <message>
        <source>Poedit</source>
        <translation>Poedit</translation>
    </message>
    <message>
        <source>%1: window shown median %2 ms (%3), RSS after %4 s median %5 MiB (%6)</source>
        <translation>%1：窗口出现中位数 %2 毫秒（%3），%4 秒后常驻内存中位数 %5 MiB（%6）</translation>
    </message>
    <message>
        <source>; its first paint with the issue shown: median %1 ms</source>
        <translation>；显示该期后的首次绘制：中位数 %1 毫秒</translation>
    </message>
    <message>
        <source>no temporary folder</source>
        <translation>无法创建临时文件夹</translation>
    </message>
    <message>
        <source>start %1 of %2: %3</source>
        <translation>第 %1 / %2 次启动：%3</translation>
    </message>
    <message>
        <source>Start-up side by side (a private Xvfb %1×%2 and session bus, %3 alternating starts after one warm-up each): time from starting the program to its first window mapped, as xev sees it; resident memory %4 s after the start
</source>
        <translation>并排比较启动（独立的 Xvfb %1×%2 与会话总线，各预热一次后交替启动 %3 次）：从启动程序到其第一个窗口映射（由 xev 观察）的时间；启动 %4 秒后的常驻内存
</translation>
    </message>
    <message>
        <source>%1: not installed, skipped
</source>
        <translation>%1：未安装，跳过
</translation>
    </message>
    <message>
        <source>Yiqiao ÷ Lokalize: start-up %1 (target ≤ 0.70), memory %2
</source>
        <translation>译桥 ÷ Lokalize：启动 %1（目标 ≤ 0.70），内存 %2
</translation>
    </message>
    <message>
        <source>Yiqiao&apos;s resident memory with the project open: %1 MiB (target ≤ 80 MiB)
</source>
        <translation>打开项目后译桥的常驻内存：%1 MiB（目标 ≤ 80 MiB）
</translation>
    </message>
</context>
<context>
    <name>StarterContent</name>
    <message>
        <source>The starter content cannot be read: %1</source>
        <translation>无法读取入门内容：%1</translation>
    </message>
    <message>
        <source>The starter content is not a JSON object: %1</source>
        <translation>入门内容不是 JSON 对象：%1</translation>
    </message>
    <message>
        <source>The starter content has a dimension or technology without a name.</source>
        <translation>入门内容里有没有名称的维度或技术。</translation>
    </message>
    <message>
        <source>The starter content has a term without a source.</source>
        <translation>入门内容里有没有原文的术语。</translation>
    </message>
</context>
<context>
    <name>StyleCommand</name>
    <message>
        <source>style needs learn or show; run yiqiao-cli --help</source>
        <translation>style 需要 learn 或 show；请运行 yiqiao-cli --help</translation>
    </message>
    <message>
        <source>Published translations to learn from too: *.zh.md files, or folders holding them.</source>
        <translation>同时用来学习的已发表译文：*.zh.md 文件，或包含它们的文件夹。</translation>
    </message>
    <message>
        <source>Learned from %1 issue(s) of the project and %2 published translation(s).
</source>
        <translation>已从项目的 %1 期和 %2 篇已发表译文中学习。
</translation>
    </message>
    <message>
        <source>The project has no learned style; it checks with %1. Learn one with: yiqiao-cli style learn PROJECT [PATH ...]
</source>
        <translation>项目还没有学得的风格，目前按 %1 检查。学习风格：yiqiao-cli style learn PROJECT [PATH ...]
</translation>
    </message>
    <message>
        <source>its own settings</source>
        <translation>其自身设置</translation>
    </message>
    <message>
        <source>House style from %1 translation(s)%2; a rule fires where, with 95 % confidence, at least %3 % of the cases agree (all of 52 cases or more, 99 % of 100, 97 % of 200, 96 % of 300).
</source>
        <translation>从 %1 篇译文学得的本系列风格%2；在 95% 置信度下至少 %3% 的例子一致时规则才触发（52 例以上全部一致、100 例中 99%、200 例中 97%、300 例中 96%）。
</translation>
    </message>
    <message>
        <source> (not in use: the project checks with a preset)</source>
        <translation>（未使用：项目按预设检查）</translation>
    </message>
    <message>
        <source>%1: %2, %3 % of %4 cases</source>
        <translation>%1：%2，占 %4 例中的 %3%</translation>
    </message>
    <message>
        <source>; switched off</source>
        <translation>；已关闭</translation>
    </message>
    <message>
        <source>; set by hand</source>
        <translation>；手动设定</translation>
    </message>
    <message>
        <source>fires</source>
        <translation>触发</translation>
    </message>
    <message>
        <source>does not fire</source>
        <translation>不触发</translation>
    </message>
    <message>
        <source>%1: no cases yet</source>
        <translation>%1：尚无例子</translation>
    </message>
    <message>
        <source>%1: %2, no cases yet</source>
        <translation>%1：%2，尚无例子</translation>
    </message>
</context>
<context>
    <name>TagsCommand</name>
    <message>
        <source>Replace the issue&apos;s tags with these (comma-separated; &quot;&quot; clears them).</source>
        <translation>用这些标签替换本期的标签（逗号分隔；&quot;&quot; 表示清空）。</translation>
    </message>
</context>
<context>
    <name>TbxReader</name>
    <message>
        <source>Nothing to import: no term entry of the TBX file has an English term.</source>
        <translation>没有可导入的内容：TBX 文件中没有任何条目含英文术语。</translation>
    </message>
    <message>
        <source>Not a TBX file: its root element is &lt;%1&gt;, not &lt;tbx&gt; or &lt;martif&gt;.</source>
        <translation>不是 TBX 文件：根元素是 &lt;%1&gt;，而不是 &lt;tbx&gt; 或 &lt;martif&gt;。</translation>
    </message>
    <message>
        <source>Not a TBX file: it has no XML element.</source>
        <translation>不是 TBX 文件：其中没有 XML 元素。</translation>
    </message>
    <message>
        <source>Cannot read the TBX file: %1</source>
        <translation>无法读取 TBX 文件：%1</translation>
    </message>
    <message>
        <source>The file is larger than %1 MB, more than any termbase; nothing was imported.</source>
        <translation>文件大于 %1 MB，超出任何术语库的大小；未导入任何内容。</translation>
    </message>
</context>
<context>
    <name>TeamApplier</name>
    <message>
        <source>The team server sent a row this copy cannot take (%1 %2: %3); nothing was applied.</source>
        <translation>团队服务器发来一行本副本无法接受的数据（%1 %2：%3），未应用任何内容。</translation>
    </message>
    <message>
        <source>unknown table</source>
        <translation>未知的表</translation>
    </message>
    <message>
        <source>no valid uuid</source>
        <translation>没有有效的 uuid</translation>
    </message>
    <message>
        <source>it names another issue than the one it belongs to</source>
        <translation>它所标明的期与其实际所属的期不符</translation>
    </message>
</context>
<context>
    <name>TeamBenchmark</name>
    <message>
        <source>no */source.en.md under %1</source>
        <translation>%1 下没有 */source.en.md</translation>
    </message>
    <message>
        <source>Team server: skipped (%1)
</source>
        <translation>团队服务器：已跳过（%1）
</translation>
    </message>
    <message>
        <source>Team server (a throw-away PostgreSQL cluster on 127.0.0.1; a series of %1 issues from the corpus)
</source>
        <translation>团队服务器（127.0.0.1 上的临时 PostgreSQL 集群；由语料构成的 %1 期系列）
</translation>
    </message>
    <message>
        <source>sync with nothing to do: %1 ms
</source>
        <translation>无事可做的同步：%1 毫秒
</translation>
    </message>
    <message>
        <source>a confirmed block in the other member&apos;s memory: not within 10 s
</source>
        <translation>已确认的块在 10 秒内未进入另一成员的记忆库
</translation>
    </message>
    <message>
        <source>a confirmed block in the other member&apos;s memory lookups: %1 ms (target &lt; 2000 ms)
</source>
        <translation>已确认的块出现在另一成员的记忆库查询中：%1 毫秒（目标 &lt; 2000 毫秒）
</translation>
    </message>
    <message>
        <source>sync cost by change (blocks changed: push ms / pull ms), series of %1 and of %2 issues:
</source>
        <translation>同步开销与更改大小（更改的块数：推送毫秒 / 拉取毫秒），%1 期与 %2 期的系列：
</translation>
    </message>
    <message>
        <source>  %1 blocks: %2 / %3 ms (%4 issues), %5 / %6 ms (%7 issues)
</source>
        <translation>  %1 块：%2 / %3 毫秒（%4 期），%5 / %6 毫秒（%7 期）
</translation>
    </message>
    <message>
        <source>the issues checked out have no aligned draft block to confirm</source>
        <translation>已签出的各期中没有可确认的已对齐译稿块</translation>
    </message>
    <message>
        <source>publish: %1 ms; clone: %2 ms (%3 rows, %4 MiB working copy)
</source>
        <translation>发布：%1 毫秒；克隆：%2 毫秒（%3 行，工作副本 %4 MiB）
</translation>
    </message>
</context>
<context>
    <name>TeamCommand</name>
    <message>
        <source>cannot reach the team server %1: %2</source>
        <translation>无法连接团队服务器 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a team working copy; publish it or clone one</source>
        <translation>%1 不是团队工作副本；请先发布它或克隆一个</translation>
    </message>
    <message numerus="yes">
        <source>cannot reach the team server %1 (%2); %n change(s) wait in the working copy</source>
        <translation>
            <numerusform>无法连接团队服务器 %1（%2）；%n 项更改在工作副本中等待</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 of %3 rows
</source>
        <translation>%1：%2 / %3 行
</translation>
    </message>
    <message>
        <source>%1: %2 rows
</source>
        <translation>%1：%2 行
</translation>
    </message>
    <message>
        <source>Print the SQL that publishing runs (schema, roles, grants) for a server admin to run, and change nothing.</source>
        <translation>输出发布时执行的 SQL（架构、角色、授权），供服务器管理员运行；不做任何更改。</translation>
    </message>
    <message>
        <source>The team server: postgresql://user@host:port/database</source>
        <translation>团队服务器：postgresql://user@host:port/database</translation>
    </message>
    <message>
        <source>publish</source>
        <translation>发布</translation>
    </message>
    <message>
        <source>published to %1 as %2 (lead): %3 rows; %4 is now a working copy
</source>
        <translation>已以 %2（负责人）身份发布到 %1：%3 行；%4 现在是工作副本
</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) were refused and wait in the working copy</source>
        <translation>
            <numerusform>%n 行被拒绝，在工作副本中等待</numerusform>
        </translation>
    </message>
    <message>
        <source>team member needs add or remove; run yiqiao-cli --help</source>
        <translation>team member 需要 add 或 remove；请运行 yiqiao-cli --help</translation>
    </message>
    <message>
        <source>The member&apos;s role: translator (default), reviewer or lead.</source>
        <translation>成员的角色：translator（译者，默认）、reviewer（审校）或 lead（负责人）。</translation>
    </message>
    <message>
        <source>An existing PostgreSQL login role.</source>
        <translation>已有的 PostgreSQL 登录角色。</translation>
    </message>
    <message>
        <source>--role needs translator, reviewer or lead, not &apos;%1&apos;</source>
        <translation>--role 需要 translator、reviewer 或 lead，而不是“%1”</translation>
    </message>
    <message>
        <source>%1 is a %2 of the team
</source>
        <translation>%1 现在是团队的 %2
</translation>
    </message>
    <message>
        <source>%1 is no longer a member of the team
</source>
        <translation>%1 已不再是团队成员
</translation>
    </message>
    <message>
        <source>The working copy to create (a new *.yiqiao file).</source>
        <translation>要创建的工作副本（新的 *.yiqiao 文件）。</translation>
    </message>
    <message>
        <source>%1 exists already; the working copy must be a new file</source>
        <translation>%1 已存在；工作副本必须是新文件</translation>
    </message>
    <message>
        <source>clone</source>
        <translation>克隆</translation>
    </message>
    <message>
        <source>cloned %1 as %2 (%3): %4 issues in %5
</source>
        <translation>已以 %2（%3）身份克隆 %1：%4 期，保存在 %5
</translation>
    </message>
    <message numerus="yes">
        <source>sync failed: %1; %n change(s) wait in the working copy</source>
        <translation>
            <numerusform>同步失败：%1；%n 项更改在工作副本中等待</numerusform>
        </translation>
    </message>
    <message>
        <source>pushed %1, pulled %2, up to revision %3
</source>
        <translation>推送 %1 行，拉取 %2 行，已同步到修订号 %3
</translation>
    </message>
    <message>
        <source>refused: %1
</source>
        <translation>被拒绝：%1
</translation>
    </message>
    <message>
        <source>issues whose lease ran out: %1 (your draft is kept as a competing revision)
</source>
        <translation>租期已过的期：%1（你的译稿已保留为竞争修订）
</translation>
    </message>
    <message>
        <source>issue %1 is yours until %2
</source>
        <translation>第 %1 期由你持有，至 %2
</translation>
    </message>
    <message>
        <source>issue %1 is released
</source>
        <translation>第 %1 期已交还
</translation>
    </message>
    <message>
        <source>Server: %1 (%2)
</source>
        <translation>服务器：%1（%2）
</translation>
    </message>
    <message>
        <source>online</source>
        <translation>在线</translation>
    </message>
    <message>
        <source>offline</source>
        <translation>离线</translation>
    </message>
    <message>
        <source>Login: %1%2
</source>
        <translation>登录名：%1%2
</translation>
    </message>
    <message>
        <source>Member: %1 (%2)
</source>
        <translation>成员：%1（%2）
</translation>
    </message>
    <message>
        <source>Issue %1: held by %2 until %3%4
</source>
        <translation>第 %1 期：%2 正在编辑，至 %3%4
</translation>
    </message>
    <message>
        <source> (this copy)</source>
        <translation>（本副本）</translation>
    </message>
    <message>
        <source>Changes waiting: %1
</source>
        <translation>待上传的更改：%1
</translation>
    </message>
    <message>
        <source>Last sync: %1
</source>
        <translation>上次同步：%1
</translation>
    </message>
    <message>
        <source>never</source>
        <translation>从未</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more refused row(s) (--json lists them)
</source>
        <translation>
            <numerusform>……另有 %n 行被拒绝（--json 会列出全部）
</numerusform>
        </translation>
    </message>
    <message>
        <source>(deleted)</source>
        <translation>（已删除）</translation>
    </message>
    <message>
        <source>team needs publish, member, clone, sync, checkout, release, status or terms; run yiqiao-cli --help</source>
        <translation>team 需要 publish、member、clone、sync、checkout、release、status 或 terms；运行 yiqiao-cli --help 查看用法</translation>
    </message>
    <message>
        <source>Keep the later version of term change ID (the lead only).</source>
        <translation>保留术语改动 ID 的较新版本（仅限负责人）。</translation>
    </message>
    <message>
        <source>Put the earlier version of term change ID back as a new revision that every working copy gets at its next sync (the lead only).</source>
        <translation>把术语改动 ID 的较早版本作为新修订放回去，每个工作副本在下次同步时都会得到它（仅限负责人）。</translation>
    </message>
    <message>
        <source>--approve and --revert exclude each other</source>
        <translation>--approve 与 --revert 不能同时使用</translation>
    </message>
    <message>
        <source>--%1 needs the number of a term change (team terms PROJECT lists them), not &apos;%2&apos;</source>
        <translation>--%1 需要术语改动的编号（team terms PROJECT 会列出），而不是“%2”</translation>
    </message>
    <message>
        <source>no term changes to settle
</source>
        <translation>没有待处理的术语改动
</translation>
    </message>
    <message numerus="yes">
        <source>%n term change(s) to settle (the lead keeps the later version with --approve ID, or puts the earlier one back with --revert ID):
</source>
        <translation>
            <numerusform>%n 处术语改动待处理（负责人用 --approve ID 保留较新版本，或用 --revert ID 放回较早版本）：
</numerusform>
        </translation>
    </message>
    <message>
        <source>#%1 %2 &quot;%3&quot;, %4: %5 overwrote %6&apos;s version without having seen it
</source>
        <translation>#%1 %2“%3”，%4：%5 在未看到 %6 的版本时覆盖了它
</translation>
    </message>
    <message>
        <source>  earlier (%1): %2
</source>
        <translation>  较早版本（%1）：%2
</translation>
    </message>
    <message>
        <source>  now (%1): %2
</source>
        <translation>  当前版本（%1）：%2
</translation>
    </message>
    <message>
        <source>term change %1 reverted: the earlier version is back as revision %2; every working copy gets it at its next sync
</source>
        <translation>术语改动 %1 已撤回：较早版本已作为修订 %2 放回；每个工作副本在下次同步时都会得到它
</translation>
    </message>
    <message>
        <source>term change %1 approved: the later version stays
</source>
        <translation>术语改动 %1 已批准：保留较新版本
</translation>
    </message>
    <message>
        <source>Term changes to settle: %1 (team terms lists them)
</source>
        <translation>待处理的术语改动：%1（team terms 会列出）
</translation>
    </message>
</context>
<context>
    <name>TeamCompetingDraft</name>
    <message>
        <source>This issue has no draft of yours that lost to another member&apos;s.</source>
        <translation>本期没有被其他成员的版本取代的你的草稿。</translation>
    </message>
    <message>
        <source>The team&apos;s version, replaced by this copy&apos;s draft that had lost its lease</source>
        <translation>团队的版本，已由本副本租约失效时的草稿取代</translation>
    </message>
</context>
<context>
    <name>TeamController</name>
    <message>
        <source>Checked out: you may edit this issue&apos;s draft.</source>
        <translation>已签出：你可以编辑本期译稿了。</translation>
    </message>
    <message>
        <source>Released: the others may check this issue out now.</source>
        <translation>已释放：其他成员现在可以签出本期。</translation>
    </message>
    <message numerus="yes">
        <source>Offline · %n change(s) waiting</source>
        <translation>
            <numerusform>离线 · %n 项待上传</numerusform>
        </translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>离线</translation>
    </message>
    <message>
        <source>Not synced yet</source>
        <translation>尚未同步</translation>
    </message>
    <message numerus="yes">
        <source>Synced %1 · %n change(s) waiting</source>
        <translation>
            <numerusform>已同步 %1 · %n 项待上传</numerusform>
        </translation>
    </message>
    <message>
        <source>Synced %1</source>
        <translation>已同步 %1</translation>
    </message>
    <message>
        <source>%1 as %2 (%3)</source>
        <translation>%1，身份 %2（%3）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>It is kept in the desktop keyring, never in the project file.</source>
        <translation>密码保存在桌面密钥环中，绝不写入项目文件。</translation>
    </message>
    <message>
        <source>It is kept until Yiqiao closes, never in the project file.</source>
        <translation>密码只保留到译桥关闭，绝不写入项目文件。</translation>
    </message>
    <message>
        <source>Team Server Password</source>
        <translation>团队服务器密码</translation>
    </message>
    <message>
        <source>The team server %1 asks for your password.
%2</source>
        <translation>团队服务器 %1 需要你的密码。
%2</translation>
    </message>
    <message>
        <source>Nobody is editing this issue. Check it out to edit its draft.</source>
        <translation>目前没有人在编辑本期。签出后即可编辑译稿。</translation>
    </message>
    <message>
        <source>%1 The draft shown here stays up to date.</source>
        <translation>%1此处显示的译稿会保持最新。</translation>
    </message>
    <message>
        <source>Published to %1: this project is your working copy.</source>
        <translation>已发布到 %1：本项目现在是你的工作副本。</translation>
    </message>
    <message>
        <source>Save Working Copy As</source>
        <translation>工作副本另存为</translation>
    </message>
    <message>
        <source>Yiqiao projects (*.yiqiao)</source>
        <translation>译桥项目 (*.yiqiao)</translation>
    </message>
    <message>
        <source>Choose where to save the working copy.</source>
        <translation>请选择工作副本的保存位置。</translation>
    </message>
    <message>
        <source>%1 already exists. Choose another name; an existing project is never overwritten.</source>
        <translation>%1 已存在。请换一个名称；已有项目绝不会被覆盖。</translation>
    </message>
    <message>
        <source>Checked out: your version is this issue&apos;s draft again; the team&apos;s is in the revision history.</source>
        <translation>已签出：你的版本重新成为本期草稿；团队的版本在修订历史中。</translation>
    </message>
    <message>
        <source>Your lease on this issue ran out while you were offline, and another member changed its draft: the team&apos;s version is shown. Yours is kept as revision %1. Choose which goes on.</source>
        <translation>你离线期间本期的租约已到期，另一位成员修改了草稿：现在显示的是团队的版本。你的版本保存为第 %1 版修订。请选择保留哪个版本。</translation>
    </message>
    <message>
        <source>Edited in the window while this copy&apos;s lease had ended</source>
        <translation>本副本租约失效期间在窗口中的编辑</translation>
    </message>
    <message>
        <source>The team&apos;s version stays; yours is revision %1 in the revision history.</source>
        <translation>保留团队的版本；你的版本是修订历史中的第 %1 版。</translation>
    </message>
    <message>
        <source>Term change %1 is settled.</source>
        <translation>术语改动 %1 已处理。</translation>
    </message>
    <message numerus="yes">
        <source> · %n term change(s) to settle</source>
        <translation>
            <numerusform> · %n 处术语改动待处理</numerusform>
        </translation>
    </message>
    <message>
        <source>Asking the team server…</source>
        <translation>正在询问团队服务器…</translation>
    </message>
</context>
<context>
    <name>TeamDialog</name>
    <message>
        <source>A PostgreSQL connection URI; its user is your login. Passwords come from PGPASSWORD, the password file, the desktop keyring or a prompt, never from here.</source>
        <translation>PostgreSQL 连接 URI，其中的用户名就是你的登录名。密码来自 PGPASSWORD、密码文件、桌面密钥环或输入提示，绝不写在这里。</translation>
    </message>
    <message>
        <source>Publish to Team Server</source>
        <translation>发布到团队服务器</translation>
    </message>
    <message>
        <source>Clone Team Project</source>
        <translation>克隆团队项目</translation>
    </message>
    <message>
        <source>Uploads the whole series to a PostgreSQL database; this project becomes your working copy and you the team&apos;s lead. Add members with yiqiao-cli team member add.</source>
        <translation>把整个系列上传到 PostgreSQL 数据库；本项目成为你的工作副本，你成为团队负责人。用 yiqiao-cli team member add 添加成员。</translation>
    </message>
    <message>
        <source>Makes a new working copy of a series that a lead published: the whole series, kept in sync with the server.</source>
        <translation>为负责人已发布的系列创建新的工作副本：包含整个系列，并与服务器保持同步。</translation>
    </message>
    <message>
        <source>Server &amp;URL:</source>
        <translation>服务器 &amp;URL：</translation>
    </message>
    <message>
        <source>The new working copy (*.yiqiao)</source>
        <translation>新的工作副本 (*.yiqiao)</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;Save as:</source>
        <translation>保存为(&amp;S)：</translation>
    </message>
    <message>
        <source>Publishing creates the series&apos; roles, so your login needs CREATEROLE. Without it, the server&apos;s administrator runs this SQL first (yiqiao-cli team publish --print-sql prints it too):</source>
        <translation>发布会创建本系列的角色，因此你的登录名需要 CREATEROLE 权限。若没有该权限，请服务器管理员先运行下面的 SQL（yiqiao-cli team publish --print-sql 也会输出它）：</translation>
    </message>
    <message>
        <source>&amp;Publish</source>
        <translation>发布(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Clone</source>
        <translation>克隆(&amp;C)</translation>
    </message>
</context>
<context>
    <name>TeamHolderModel</name>
    <message>
        <source>you until %1</source>
        <translation>你，至 %1</translation>
    </message>
    <message>
        <source>%1 is editing until %2</source>
        <translation>%1 正在编辑，至 %2</translation>
    </message>
    <message>
        <source>Editing</source>
        <translation>编辑者</translation>
    </message>
</context>
<context>
    <name>TeamLeaseBar</name>
    <message>
        <source>Check &amp;Out</source>
        <translation>签出(&amp;O)</translation>
    </message>
    <message>
        <source>Take this issue&apos;s draft so that you can edit it; refused while someone else holds it</source>
        <translation>取得本期译稿以便编辑；他人持有期间会被拒绝</translation>
    </message>
</context>
<context>
    <name>TeamLeaseGuard</name>
    <message>
        <source>Issue %1 does not exist.</source>
        <translation>第 %1 期不存在。</translation>
    </message>
    <message>
        <source>Issue %1 is not checked out by this working copy: check it out first (yiqiao-cli team checkout PROJECT --issue %1).</source>
        <translation>第 %1 期未由本工作副本签出：请先签出（yiqiao-cli team checkout PROJECT --issue %1）。</translation>
    </message>
    <message>
        <source>Issue %1 is held by %2 until %3; this working copy may not change its draft.</source>
        <translation>第 %1 期：%2 正在编辑，至 %3；本工作副本不能修改其译稿。</translation>
    </message>
</context>
<context>
    <name>TeamLostLease</name>
    <message>
        <source>This copy&apos;s draft when its lease had ended; replaced by the team&apos;s version. Compare the two here and keep what you need.</source>
        <translation>租约到期时本副本的译稿；已由团队的版本取代。请在此比较两者，保留需要的内容。</translation>
    </message>
    <message>
        <source>The draft of this copy could not be kept as a revision, so nothing was applied: %1</source>
        <translation>本副本的译稿无法保存为修订版本，因此未应用任何内容：%1</translation>
    </message>
</context>
<context>
    <name>TeamRowCodec</name>
    <message>
        <source>%1 is not a table that travels</source>
        <translation>%1 不是同步的表</translation>
    </message>
    <message>
        <source>row %1 of %2 is not in the project</source>
        <translation>%2 的第 %1 行不在项目中</translation>
    </message>
    <message>
        <source>%1 has no column %2 that leads to its issue</source>
        <translation>%1 没有通向其所属期的列 %2</translation>
    </message>
    <message>
        <source>%1 does not lead to an issue</source>
        <translation>%1 不通向任何一期</translation>
    </message>
    <message>
        <source>unknown table %1</source>
        <translation>未知的表 %1</translation>
    </message>
    <message>
        <source>%1 has no column %2</source>
        <translation>%1 没有列 %2</translation>
    </message>
    <message>
        <source>column %1 of %2 is missing</source>
        <translation>缺少 %2 的列 %1</translation>
    </message>
    <message>
        <source>column %1 holds a value of the wrong type</source>
        <translation>列 %1 的值类型错误</translation>
    </message>
    <message>
        <source>column %1 may not be empty</source>
        <translation>列 %1 不能为空</translation>
    </message>
    <message>
        <source>column %1 refers to a row this copy does not have</source>
        <translation>列 %1 引用了本副本没有的行</translation>
    </message>
</context>
<context>
    <name>TeamServer</name>
    <message>
        <source>Publishing needs a login that may create roles (CREATEROLE); or the server&apos;s admin first runs what yiqiao-cli team publish --print-sql prints. %1</source>
        <translation>发布需要一个可以创建角色（CREATEROLE）的登录名；或者由服务器管理员先运行 yiqiao-cli team publish --print-sql 输出的 SQL。%1</translation>
    </message>
    <message>
        <source>The team server gave no answer.</source>
        <translation>团队服务器没有应答。</translation>
    </message>
    <message>
        <source>The team server answered a push with a malformed result.</source>
        <translation>团队服务器对上传返回了格式错误的结果。</translation>
    </message>
    <message>
        <source>The team server gave no revision.</source>
        <translation>团队服务器没有给出修订号。</translation>
    </message>
    <message>
        <source>The team server sent rows out of revision order.</source>
        <translation>团队服务器发来的行未按修订号排序。</translation>
    </message>
    <message>
        <source>An issue&apos;s lease needs the issue&apos;s uuid and the working copy&apos;s id.</source>
        <translation>一期的租约需要该期的 uuid 和工作副本的标识。</translation>
    </message>
    <message>
        <source>The team server answered a checkout with a malformed lease.</source>
        <translation>团队服务器对签出返回了格式错误的租约。</translation>
    </message>
    <message>
        <source>The team server refused the lease without naming its holder.</source>
        <translation>团队服务器拒绝了租约，但没有说明持有者。</translation>
    </message>
    <message>
        <source>The issue is checked out by your other working copy until %1.</source>
        <translation>这一期已由你的另一个工作副本签出，至 %1。</translation>
    </message>
    <message>
        <source>The issue is checked out by %1 until %2.</source>
        <translation>这一期已由 %1 签出，至 %2。</translation>
    </message>
    <message>
        <source>The team server answered a renewal with a malformed lease.</source>
        <translation>团队服务器对续租返回了格式错误的租约。</translation>
    </message>
    <message>
        <source>The team server sent a malformed lease.</source>
        <translation>团队服务器发来格式错误的租约。</translation>
    </message>
    <message>
        <source>The team server names no lease length.</source>
        <translation>团队服务器没有给出租约时长。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a role of the team (translator, reviewer or lead).</source>
        <translation>“%1”不是团队的角色（translator、reviewer 或 lead）。</translation>
    </message>
    <message>
        <source>The team server sent a malformed member.</source>
        <translation>团队服务器发来格式错误的成员。</translation>
    </message>
</context>
<context>
    <name>TeamServerConnection</name>
    <message>
        <source>Qt&apos;s PostgreSQL driver (QPSQL) is not installed: install libqt5sql5-psql or libqt6sql6-psql.</source>
        <translation>未安装 Qt 的 PostgreSQL 驱动（QPSQL）：请安装 libqt5sql5-psql 或 libqt6sql6-psql。</translation>
    </message>
    <message>
        <source>The team server at %1:%2 cannot be reached: %3</source>
        <translation>无法连接位于 %1:%2 的团队服务器：%3</translation>
    </message>
    <message>
        <source>Not connected to a team server.</source>
        <translation>尚未连接团队服务器。</translation>
    </message>
    <message>
        <source>Only the member who has checked the issue out may change its draft.</source>
        <translation>只有签出这一期的成员才能修改其译稿。</translation>
    </message>
    <message>
        <source>Only the team&apos;s lead may do that (%1).</source>
        <translation>只有团队负责人可以这样做（%1）。</translation>
    </message>
    <message>
        <source>Only the lead or the member holding the issue may change the issue itself (%1).</source>
        <translation>只有负责人或持有这一期的成员才能修改这一期本身（%1）。</translation>
    </message>
    <message>
        <source>Nobody approves their own translation: the block&apos;s latest version is yours.</source>
        <translation>任何人都不能批准自己的译文：这个块的最新版本是你写的。</translation>
    </message>
    <message>
        <source>The team server refused a malformed row: %1</source>
        <translation>团队服务器拒绝了一行格式错误的数据：%1</translation>
    </message>
    <message>
        <source>%1 is not a member of the team.</source>
        <translation>%1 不是团队成员。</translation>
    </message>
    <message>
        <source>The team server has no such login: %1 (the admin creates it with CREATE ROLE … LOGIN).</source>
        <translation>团队服务器上没有这个登录名：%1（由管理员用 CREATE ROLE … LOGIN 创建）。</translation>
    </message>
    <message>
        <source>The issue is held by another member: %1</source>
        <translation>这一期由另一位成员持有：%1</translation>
    </message>
    <message>
        <source>The team server refused %1 the permission: %2</source>
        <translation>团队服务器拒绝了 %1 的权限：%2</translation>
    </message>
    <message>
        <source>The team server refused: %1</source>
        <translation>团队服务器拒绝：%1</translation>
    </message>
    <message>
        <source>The team server is busy with another member&apos;s changes; try again later.</source>
        <translation>团队服务器正在处理另一位成员的更改；请稍后再试。</translation>
    </message>
    <message>
        <source>The team server at %1:%2 refused the login %3: %4</source>
        <translation>位于 %1:%2 的团队服务器拒绝了登录名 %3：%4</translation>
    </message>
    <message>
        <source>No such term change waits to be settled (%1).</source>
        <translation>没有这个待处理的术语改动（%1）。</translation>
    </message>
    <message>
        <source>The earlier version cannot go back: %1.</source>
        <translation>较早版本无法放回：%1。</translation>
    </message>
</context>
<context>
    <name>TeamServerRows</name>
    <message>
        <source>The table %1 does not travel to the team server.</source>
        <translation>表 %1 不会同步到团队服务器。</translation>
    </message>
    <message>
        <source>A row of %1 has no valid uuid.</source>
        <translation>%1 的一行没有有效的 uuid。</translation>
    </message>
    <message>
        <source>A row of %1 names the wrong issue.</source>
        <translation>%1 的一行指向了错误的期。</translation>
    </message>
    <message>
        <source>A row of %1 names a negative revision.</source>
        <translation>%1 的一行给出了负的修订号。</translation>
    </message>
    <message>
        <source>A row of %1 holds a NUL character, which the team server cannot store.</source>
        <translation>%1 的一行含有 NUL 字符，团队服务器无法保存。</translation>
    </message>
    <message>
        <source>A row of %1 is larger than %2 MB.</source>
        <translation>%1 的一行大于 %2 MB。</translation>
    </message>
    <message>
        <source>The team server sent a malformed row (%1).</source>
        <translation>团队服务器发来一行格式错误的数据（%1）。</translation>
    </message>
    <message>
        <source>wrong types</source>
        <translation>类型错误</translation>
    </message>
    <message>
        <source>unknown table %1</source>
        <translation>未知的表 %1</translation>
    </message>
    <message>
        <source>a uuid of %1</source>
        <translation>%1 的 uuid</translation>
    </message>
    <message>
        <source>the revision or author of a row of %1</source>
        <translation>%1 的一行的修订号或作者</translation>
    </message>
    <message>
        <source>a row of %1 is too large</source>
        <translation>%1 的一行过大</translation>
    </message>
    <message>
        <source>the data of a row of %1</source>
        <translation>%1 的一行的数据</translation>
    </message>
</context>
<context>
    <name>TeamServerSchema</name>
    <message>
        <source>The database &apos;%1&apos; cannot name the team&apos;s roles: use at most 45 letters, digits, &apos;_&apos; or &apos;-&apos;.</source>
        <translation>数据库名“%1”不能用来命名团队角色：请使用至多 45 个字母、数字、“_”或“-”。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a PostgreSQL login name.</source>
        <translation>“%1”不是 PostgreSQL 登录名。</translation>
    </message>
</context>
<context>
    <name>TeamSync</name>
    <message>
        <source>the project is a working copy of %1 already</source>
        <translation>该项目已是 %1 的工作副本</translation>
    </message>
    <message>
        <source>the team server is not connected</source>
        <translation>未连接团队服务器</translation>
    </message>
    <message>
        <source>a series is published on %1 already; clone it instead</source>
        <translation>%1 上已发布了一个系列；请改为克隆它</translation>
    </message>
    <message>
        <source>no series is published on %1</source>
        <translation>%1 上没有发布任何系列</translation>
    </message>
    <message>
        <source>%1 is not a member of the team on %2</source>
        <translation>%1 不是 %2 上团队的成员</translation>
    </message>
    <message>
        <source>the project is not a team working copy</source>
        <translation>该项目不是团队工作副本</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2：%3</translation>
    </message>
    <message>
        <source>the issue is not part of the team&apos;s series yet; sync first</source>
        <translation>该期尚不属于团队的系列；请先同步</translation>
    </message>
    <message>
        <source>issue %1 is held by %2 until %3</source>
        <translation>第 %1 期：%2 正在编辑，至 %3</translation>
    </message>
    <message>
        <source>changes of the issue&apos;s draft are still waiting (%1); the lease is kept</source>
        <translation>该期译稿仍有待上传的更改（%1）；租约保留</translation>
    </message>
</context>
<context>
    <name>TeamTermChanges</name>
    <message>
        <source>The team server is not connected.</source>
        <translation>未连接团队服务器。</translation>
    </message>
    <message>
        <source>The team server sent a malformed term change.</source>
        <translation>团队服务器发来了格式错误的术语改动。</translation>
    </message>
    <message>
        <source>The team server gave no count of term changes.</source>
        <translation>团队服务器没有给出术语改动的数量。</translation>
    </message>
    <message>
        <source>The team server answered with no revision.</source>
        <translation>团队服务器的回答中没有修订号。</translation>
    </message>
</context>
<context>
    <name>TeamTermChangesDialog</name>
    <message>
        <source>(deleted)</source>
        <translation>（已删除）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Term Changes to Settle</source>
        <translation>待处理的术语改动</translation>
    </message>
    <message>
        <source>These terms were changed by a member who had not seen the latest version. The later version is in use; the earlier one is kept. Approve keeps the later version; Revert puts the earlier one back for every working copy at its next sync.</source>
        <translation>这些术语被一位未看到最新版本的成员改动过。当前使用较新版本，较早版本仍保留。“批准”保留较新版本；“撤回”放回较早版本，每个工作副本在下次同步时都会得到它。</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>术语</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>表</translation>
    </message>
    <message>
        <source>Earlier version</source>
        <translation>较早版本</translation>
    </message>
    <message>
        <source>Current version</source>
        <translation>当前版本</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>改动时间</translation>
    </message>
    <message>
        <source>&amp;Approve</source>
        <translation>批准(&amp;A)</translation>
    </message>
    <message>
        <source>Keep the later version</source>
        <translation>保留较新版本</translation>
    </message>
    <message>
        <source>&amp;Revert</source>
        <translation>撤回(&amp;R)</translation>
    </message>
    <message>
        <source>Put the earlier version back for everyone</source>
        <translation>为所有人放回较早版本</translation>
    </message>
    <message>
        <source>No term changes to settle.</source>
        <translation>没有待处理的术语改动。</translation>
    </message>
</context>
<context>
    <name>TeamUrl</name>
    <message>
        <source>The option %1 of the team server&apos;s URL may not contain &apos;;&apos;.</source>
        <translation>团队服务器 URL 的选项 %1 不能包含“;”。</translation>
    </message>
    <message>
        <source>The sslmode &apos;%1&apos; is not one of %2.</source>
        <translation>sslmode“%1”不是 %2 之一。</translation>
    </message>
    <message>
        <source>The connect_timeout &apos;%1&apos; is not a number of seconds.</source>
        <translation>connect_timeout“%1”不是秒数。</translation>
    </message>
    <message>
        <source>The option &apos;%1&apos; of the team server&apos;s URL is not name=value.</source>
        <translation>团队服务器 URL 的选项“%1”不是 name=value 的形式。</translation>
    </message>
    <message>
        <source>The team server&apos;s URL may not contain a password: give it when asked, in PGPASSWORD or in the password file.</source>
        <translation>团队服务器的 URL 不能包含密码：请在提示时输入，或放在 PGPASSWORD 或密码文件中。</translation>
    </message>
    <message>
        <source>The port &apos;%1&apos; of the team server&apos;s URL is not a port number.</source>
        <translation>团队服务器 URL 的端口“%1”不是端口号。</translation>
    </message>
    <message>
        <source>The option &apos;%1&apos; of the team server&apos;s URL is not supported (supported: %2).</source>
        <translation>不支持团队服务器 URL 的选项“%1”（支持：%2）。</translation>
    </message>
    <message>
        <source>The user name in the team server&apos;s URL is not valid.</source>
        <translation>团队服务器 URL 中的用户名无效。</translation>
    </message>
    <message>
        <source>The team server&apos;s URL names several hosts; give one.</source>
        <translation>团队服务器的 URL 给出了多个主机；请只给一个。</translation>
    </message>
    <message>
        <source>The host in the team server&apos;s URL is not valid.</source>
        <translation>团队服务器 URL 中的主机无效。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a team server&apos;s URL (postgresql://USER@HOST:PORT/DATABASE).</source>
        <translation>“%1”不是团队服务器的 URL（postgresql://USER@HOST:PORT/DATABASE）。</translation>
    </message>
    <message>
        <source>The database in the team server&apos;s URL is not valid.</source>
        <translation>团队服务器 URL 中的数据库无效。</translation>
    </message>
    <message>
        <source>The team server&apos;s URL names no user: postgresql://USER@HOST:PORT/DATABASE.</source>
        <translation>团队服务器的 URL 没有给出用户：postgresql://USER@HOST:PORT/DATABASE。</translation>
    </message>
    <message>
        <source>The team server&apos;s URL names no database: postgresql://USER@HOST:PORT/DATABASE.</source>
        <translation>团队服务器的 URL 没有给出数据库：postgresql://USER@HOST:PORT/DATABASE。</translation>
    </message>
    <message>
        <source>A user or database name in the team server&apos;s URL is longer than PostgreSQL&apos;s 63 characters.</source>
        <translation>团队服务器 URL 中的用户名或数据库名超过了 PostgreSQL 的 63 个字符。</translation>
    </message>
</context>
<context>
    <name>TeamWorkingCopy</name>
    <message>
        <source>The changes of this working copy cannot be followed: %1</source>
        <translation>无法跟踪本工作副本的更改：%1</translation>
    </message>
    <message>
        <source>refused by the server</source>
        <translation>被服务器拒绝</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2：%3</translation>
    </message>
</context>
<context>
    <name>TemplateEditor</name>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Restore Default</source>
        <translation>恢复默认</translation>
    </message>
    <message>
        <source>Note Templates</source>
        <translation>译者注模板</translation>
    </message>
    <message>
        <source>Drop this project&apos;s edits: the shipped template applies again</source>
        <translation>丢弃本项目的修改：重新使用内置模板</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Body:</source>
        <translation>正文(&amp;B)：</translation>
    </message>
    <message>
        <source>&amp;Fields (JSON):</source>
        <translation>字段（JSON）(&amp;F)：</translation>
    </message>
    <message>
        <source>%1 (edited)</source>
        <translation>%1（已修改）</translation>
    </message>
    <message>
        <source>The fields are no valid JSON: %1 (at character %2).</source>
        <translation>字段不是有效的 JSON：%1（第 %2 个字符处）。</translation>
    </message>
    <message>
        <source>The fields must be a JSON array.</source>
        <translation>字段必须是 JSON 数组。</translation>
    </message>
    <message>
        <source>Save as New</source>
        <translation>另存为新模板</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Keep the template as edited as a new template of its type, under the name given</source>
        <translation>将编辑后的模板以所填名称保存为该类型的新模板</translation>
    </message>
    <message>
        <source>Delete this template; notes made from it keep their text</source>
        <translation>删除此模板；用它创建的译者注保留其文字</translation>
    </message>
</context>
<context>
    <name>TermBenchmark</name>
    <message>
        <source>no */source.en.md under %1</source>
        <translation>%1 下没有 */source.en.md</translation>
    </message>
    <message>
        <source>terms: %1 (%2 from the glossaries), matcher built in %3 ms, best of %4 rounds
</source>
        <translation>术语：%1 条（其中 %2 条来自词汇表），匹配器构建用时 %3 毫秒，取 %4 轮中的最好成绩
</translation>
    </message>
    <message>
        <source>largest post %1 (%2 characters): %3 ms, %4 occurrences
</source>
        <translation>最长的文章 %1（%2 个字符）：%3 毫秒，%4 处匹配
</translation>
    </message>
    <message>
        <source>%1 posts: mean %2 ms, max %3 ms per post, %4 occurrences
</source>
        <translation>%1 篇文章：每篇平均 %2 毫秒，最长 %3 毫秒，%4 处匹配
</translation>
    </message>
    <message>
        <source>%1 blocks: mean %2 ms, max %3 ms per block
</source>
        <translation>%1 个块：每块平均 %2 毫秒，最长 %3 毫秒
</translation>
    </message>
    <message>
        <source>Chinese side (translations): mean %1 ms per post, %2 occurrences
</source>
        <translation>中文一侧（译文）：每篇平均 %1 毫秒，%2 处匹配
</translation>
    </message>
</context>
<context>
    <name>TermChecker</name>
    <message>
        <source>%1 must not be used for %2</source>
        <translation>%2 不得译作 %1</translation>
    </message>
    <message>
        <source>%1 must not be used for %2: %3</source>
        <translation>%2 不得译作 %1：%3</translation>
    </message>
    <message>
        <source>first use of %1 should read %2</source>
        <translation>%1 首次出现时应写作 %2</translation>
    </message>
    <message>
        <source>%1 is not translated as %2 (%3)</source>
        <translation>%1 没有译作 %2（%3）</translation>
    </message>
    <message>
        <source>%1 here reads %2, not %3 (%4)</source>
        <translation>%1 在这里应译作 %2，而不是 %3（%4）</translation>
    </message>
    <message>
        <source>%1 stays in English in the translation</source>
        <translation>%1 在译文中应保留英文</translation>
    </message>
</context>
<context>
    <name>TermConflictModel</name>
    <message>
        <source>otherwise (default)</source>
        <translation>其他情况（默认）</translation>
    </message>
    <message>
        <source>Derived from the term&apos;s renderings and their conditions; not a line of the conflict log.</source>
        <translation>由该术语的译法及其条件推出，不是冲突日志中的记录。</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>术语</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>上下文特征</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>正确译法</translation>
    </message>
    <message>
        <source>Wrong</source>
        <translation>错误译法</translation>
    </message>
    <message>
        <source>Issues</source>
        <translation>期列表</translation>
    </message>
</context>
<context>
    <name>TermController</name>
    <message>
        <source>Open an issue to see its terms.</source>
        <translation>打开一期即可查看其中的术语。</translation>
    </message>
    <message>
        <source>The termbase is empty. Import a term list: yiqiao-cli terms import PROJECT FILE.csv|.tbx|.md</source>
        <translation>术语库是空的。请导入术语表：yiqiao-cli terms import 项目 文件.csv|.tbx|.md</translation>
    </message>
    <message>
        <source>Code is copied as it is: its words are not terms to render.</source>
        <translation>代码原样照搬：其中的词不作为术语翻译。</translation>
    </message>
    <message>
        <source>Post Tags</source>
        <translation>文章标签</translation>
    </message>
    <message>
        <source>Tags of this issue&apos;s post, separated by commas (renderings can depend on them, e.g. cuda, distributed):</source>
        <translation>本期文章的标签，用逗号分隔（译法可以依标签而定，例如 cuda, distributed）：</translation>
    </message>
</context>
<context>
    <name>TermCsv</name>
    <message>
        <source>Cannot read the CSV file: %1</source>
        <translation>无法读取 CSV 文件：%1</translation>
    </message>
    <message>
        <source>The CSV file is UTF-16; save it as UTF-8.</source>
        <translation>CSV 文件是 UTF-16 编码；请另存为 UTF-8。</translation>
    </message>
    <message>
        <source>Not a CSV file: line %1 holds binary data.</source>
        <translation>不是 CSV 文件：第 %1 行含有二进制数据。</translation>
    </message>
    <message>
        <source>Line %1 is not UTF-8; save the CSV file as UTF-8.</source>
        <translation>第 %1 行不是 UTF-8 编码；请将 CSV 文件另存为 UTF-8。</translation>
    </message>
    <message>
        <source>The CSV file is empty.</source>
        <translation>CSV 文件是空的。</translation>
    </message>
    <message>
        <source>Line %1: text after the closing quote of a field.</source>
        <translation>第 %1 行：字段的结束引号之后还有文字。</translation>
    </message>
    <message>
        <source>Line %1: a quoted field is not closed (unbalanced quotes).</source>
        <translation>第 %1 行：带引号的字段没有闭合（引号不成对）。</translation>
    </message>
    <message>
        <source>Line 1: unknown header; a term list starts with &quot;%1&quot; or &quot;%2&quot;, a term conflict log with &quot;%3&quot;.</source>
        <translation>第 1 行：无法识别的表头；术语表应以“%1”或“%2”开头，术语冲突日志应以“%3”开头。</translation>
    </message>
    <message>
        <source>Line %1: %2 fields where the header has %3.</source>
        <translation>第 %1 行：有 %2 个字段，而表头有 %3 个。</translation>
    </message>
    <message>
        <source>Line %1: the term is empty.</source>
        <translation>第 %1 行：术语为空。</translation>
    </message>
    <message>
        <source>Line %1: a conflict needs a context feature and a correct rendering.</source>
        <translation>第 %1 行：冲突记录需要上下文特征和正确译法。</translation>
    </message>
    <message>
        <source>Line %1: &quot;%2&quot; is not a list of issue numbers (such as 第88、203期).</source>
        <translation>第 %1 行：“%2”不是期号列表（例如 第88、203期）。</translation>
    </message>
    <message>
        <source>The file is larger than %1 MB, more than any term list; nothing was imported.</source>
        <translation>文件大于 %1 MB，超出任何术语表的大小；未导入任何内容。</translation>
    </message>
</context>
<context>
    <name>TermEntryCommand</name>
    <message>
        <source>The English term.</source>
        <translation>英文术语。</translation>
    </message>
    <message>
        <source>A Chinese rendering; repeated for several, the first the default.</source>
        <translation>一个中文译法；可重复给出多个，第一个为默认译法。</translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>Only where the term stands as a noun (not &quot;this means that&quot; for &quot;mean&quot;).</source>
        <translation>仅在该术语作名词时计入（例如 &quot;mean&quot; 不计入 &quot;this means that&quot;）。</translation>
    </message>
    <message>
        <source>Only in the case it is written in.</source>
        <translation>仅按所写的大小写匹配。</translation>
    </message>
    <message>
        <source>Never translated: the draft keeps the English.</source>
        <translation>从不翻译：译稿保留英文。</translation>
    </message>
    <message>
        <source>Only inside a stretch this regular expression matches (any case).</source>
        <translation>仅在此正则表达式（不区分大小写）匹配到的文字范围内计入。</translation>
    </message>
    <message>
        <source>REGEX</source>
        <translation>正则表达式</translation>
    </message>
    <message>
        <source>A note on the term.</source>
        <translation>术语的备注。</translation>
    </message>
    <message>
        <source>added %1
</source>
        <translation>已添加 %1
</translation>
    </message>
    <message>
        <source>merged into %1
</source>
        <translation>已合并到 %1
</translation>
    </message>
    <message>
        <source>The termbase has no term “%1”.</source>
        <translation>术语库中没有术语“%1”。</translation>
    </message>
    <message>
        <source>Only where the term stands as a noun: on or off.</source>
        <translation>仅在该术语作名词时计入：on 或 off。</translation>
    </message>
    <message>
        <source>Only in the case it is written in: on or off.</source>
        <translation>仅按所写的大小写匹配：on 或 off。</translation>
    </message>
    <message>
        <source>Only inside a stretch this regular expression matches; &quot;&quot; clears it.</source>
        <translation>仅在此正则表达式匹配到的文字范围内计入；&quot;&quot; 表示清除。</translation>
    </message>
    <message>
        <source>Print the entry as JSON.</source>
        <translation>以 JSON 输出该条目。</translation>
    </message>
    <message>
        <source>--%1 takes on or off</source>
        <translation>--%1 只接受 on 或 off</translation>
    </message>
</context>
<context>
    <name>TermEntryDialog</name>
    <message>
        <source>&amp;Case sensitive</source>
        <translation>区分大小写(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Keep in English (never translated)</source>
        <translation>保留英文（从不翻译）(&amp;K)</translation>
    </message>
    <message>
        <source>Rendering</source>
        <translation>译法</translation>
    </message>
    <message>
        <source>Keywords</source>
        <translation>关键词</translation>
    </message>
    <message>
        <source>Regex</source>
        <translation>正则表达式</translation>
    </message>
    <message>
        <source>Code language</source>
        <translation>代码语言</translation>
    </message>
    <message>
        <source>Post tags</source>
        <translation>文章标签</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>优先级</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>Forbidden rendering</source>
        <translation>禁用译法</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Context feature</source>
        <translation>上下文特征</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>正确译法</translation>
    </message>
    <message>
        <source>Wrong</source>
        <translation>错误译法</translation>
    </message>
    <message>
        <source>Issues</source>
        <translation>期列表</translation>
    </message>
    <message>
        <source>New Term</source>
        <translation>新建术语</translation>
    </message>
    <message>
        <source>&amp;Term</source>
        <translation>术语(&amp;T)</translation>
    </message>
    <message>
        <source>Fo&amp;rbidden</source>
        <translation>禁用译法(&amp;R)</translation>
    </message>
    <message>
        <source>Conflict &amp;log</source>
        <translation>冲突日志(&amp;L)</translation>
    </message>
    <message>
        <source>The Chinese rendering</source>
        <translation>中文译法</translation>
    </message>
    <message>
        <source>It applies when any of these words is in the block or post (comma separated)</source>
        <translation>块或文章中出现其中任一词时适用（逗号分隔）</translation>
    </message>
    <message>
        <source>It applies when this pattern matches in the block or post</source>
        <translation>块或文章中匹配此模式时适用</translation>
    </message>
    <message>
        <source>It applies near a fenced code block in this language, e.g. cuda, bash</source>
        <translation>靠近此语言的围栏代码块时适用，例如 cuda、bash</translation>
    </message>
    <message>
        <source>It applies when the post has any of these tags (comma separated)</source>
        <translation>文章带有其中任一标签时适用（逗号分隔）</translation>
    </message>
    <message>
        <source>Of the renderings that apply, the highest priority wins</source>
        <translation>多个译法都适用时，优先级最高者胜出</translation>
    </message>
    <message>
        <source>Used when no other rendering applies; only one can be the default</source>
        <translation>没有其他译法适用时使用；只能有一个默认译法</translation>
    </message>
    <message>
        <source>e.g. kernel</source>
        <translation>例如 kernel</translation>
    </message>
    <message>
        <source>Other written forms, one per line or separated by commas</source>
        <translation>其他写法，每行一个或用逗号分隔</translation>
    </message>
    <message>
        <source>e.g. NeMo Megatron（NVIDIA开源的大模型训练框架）</source>
        <translation>例如 NeMo Megatron（NVIDIA开源的大模型训练框架）</translation>
    </message>
    <message>
        <source>e.g. 267, 311</source>
        <translation>例如 267, 311</translation>
    </message>
    <message>
        <source>&amp;Source term:</source>
        <translation>源术语(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Variants:</source>
        <translation>变体(&amp;V)：</translation>
    </message>
    <message>
        <source>&amp;First use:</source>
        <translation>首次出现(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>说明(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Issues:</source>
        <translation>相关期数(&amp;I)：</translation>
    </message>
    <message>
        <source>Renderings (the default one applies when no other rule does):</source>
        <translation>译法（没有其他规则适用时使用默认译法）：</translation>
    </message>
    <message>
        <source>A&amp;dd</source>
        <translation>添加(&amp;D)</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>移除(&amp;M)</translation>
    </message>
    <message>
        <source>Term “%1”</source>
        <translation>术语“%1”</translation>
    </message>
    <message>
        <source>Enter the source term.</source>
        <translation>请输入源术语。</translation>
    </message>
    <message>
        <source>Rendering %1 has no text.</source>
        <translation>第 %1 个译法没有文字。</translation>
    </message>
    <message>
        <source>The regular expression of “%1” is invalid: %2 (at character %3).</source>
        <translation>“%1”的正则表达式无效：%2（第 %3 个字符处）。</translation>
    </message>
    <message>
        <source>“%1” is not an issue number: issue numbers are positive whole numbers.</source>
        <translation>“%1”不是期号：期号是正整数。</translation>
    </message>
    <message>
        <source>The forbidden rendering with the reason “%1” has no text.</source>
        <translation>原因为“%1”的禁用译法没有文字。</translation>
    </message>
    <message>
        <source>“%1” is both a rendering and a forbidden rendering.</source>
        <translation>“%1”既是译法又是禁用译法。</translation>
    </message>
    <message>
        <source>The termbase has “%1” already: this entry will be merged into it.</source>
        <translation>术语库中已有“%1”：此条目将并入其中。</translation>
    </message>
    <message>
        <source>The termbase has “%1” already: rename this term to something else, or add to that one.</source>
        <translation>术语库中已有“%1”：请给这个术语改用别的名称，或把内容添加到那个术语。</translation>
    </message>
</context>
<context>
    <name>TermFile</name>
    <message>
        <source>%1: term lists are read from .csv, .tbx or .md files</source>
        <translation>%1：术语表只能从 .csv、.tbx 或 .md 文件读取</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: term lists are written as .csv or .tbx files</source>
        <translation>%1：术语表只能写成 .csv 或 .tbx 文件</translation>
    </message>
    <message>
        <source>%1: the term conflict log is written as a .csv file</source>
        <translation>%1：术语冲突日志只能写成 .csv 文件</translation>
    </message>
    <message>
        <source>A CSV term list holds one rendering per term: %1 other renderings (with their context rules) and %2 terms without a rendering of their own were left out. Export as TBX to keep them.</source>
        <translation>CSV 术语表每个术语只保存一个译法：另有 %1 个译法（及其上下文规则）和 %2 个没有自身译法的术语未写入。要完整保留，请导出为 TBX。</translation>
    </message>
    <message numerus="yes">
        <source>A CSV term list has no column for where %n term(s) count (noun only, case-sensitive, a context pattern): they were written without it. Export as TBX to keep it.</source>
        <translation>
            <numerusform>CSV 术语表没有列可以保存 %n 个术语的计入条件（仅作名词、区分大小写、上下文模式）：写入时已略去。要保留，请导出为 TBX。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TermListModel</name>
    <message>
        <source>Source</source>
        <translation>源术语</translation>
    </message>
    <message>
        <source>Renderings</source>
        <translation>译法</translation>
    </message>
    <message>
        <source>Forbidden</source>
        <translation>禁用译法</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>标记</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>Variants: %1</source>
        <translation>变体：%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>On first use: %1</source>
        <translation>首次出现时：%1</translation>
    </message>
    <message>
        <source>keep English</source>
        <translation>保留英文</translation>
    </message>
    <message>
        <source>first use</source>
        <translation>首次出现</translation>
    </message>
    <message>
        <source>case-sensitive</source>
        <translation>区分大小写</translation>
    </message>
    <message>
        <source>default</source>
        <translation>默认译法</translation>
    </message>
    <message>
        <source>default; %1</source>
        <translation>默认；%1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Counts only where this matches: %1</source>
        <translation>仅在匹配以下模式处计入：%1</translation>
    </message>
    <message>
        <source>noun only</source>
        <translation>仅作名词</translation>
    </message>
    <message>
        <source>context pattern</source>
        <translation>上下文模式</translation>
    </message>
</context>
<context>
    <name>TermMarkup</name>
    <message>
        <source>%1: kept in English</source>
        <translation>%1：保留英文</translation>
    </message>
    <message>
        <source>%1 → %2 (%3)</source>
        <translation>%1 → %2（%3）</translation>
    </message>
</context>
<context>
    <name>TermPane</name>
    <message>
        <source>Open an issue to see its terms.</source>
        <translation>打开一期即可查看其中的术语。</translation>
    </message>
    <message>
        <source>No terms in this block.</source>
        <translation>此块中没有术语。</translation>
    </message>
    <message numerus="yes">
        <source>%n term(s) in this block</source>
        <translation>
            <numerusform>此块中有 %n 个术语</numerusform>
        </translation>
    </message>
    <message>
        <source>Term problems in the draft block</source>
        <translation>译稿块中的术语问题</translation>
    </message>
    <message>
        <source>no rendering</source>
        <translation>没有译法</translation>
    </message>
    <message>
        <source>Elsewhere:</source>
        <translation>其他语境：</translation>
    </message>
    <message>
        <source>First use:</source>
        <translation>首次出现：</translation>
    </message>
    <message>
        <source>Never:</source>
        <translation>禁用：</translation>
    </message>
</context>
<context>
    <name>TermRenderingText</name>
    <message>
        <source>mentions %1</source>
        <translation>提到 %1</translation>
    </message>
    <message>
        <source>matches /%1/</source>
        <translation>匹配 /%1/</translation>
    </message>
    <message>
        <source>near %1 code</source>
        <translation>靠近 %1 代码</translation>
    </message>
    <message>
        <source>post tagged %1</source>
        <translation>文章标签为 %1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
</context>
<context>
    <name>TermRepository</name>
    <message>
        <source>The term does not exist.</source>
        <translation>该术语不存在。</translation>
    </message>
    <message>
        <source>A term needs a source term.</source>
        <translation>术语必须有原文。</translation>
    </message>
    <message>
        <source>The termbase has the term “%1” already.</source>
        <translation>术语库中已有术语“%1”。</translation>
    </message>
    <message>
        <source>The context pattern of “%1” is not a valid regular expression: %2 (at character %3).</source>
        <translation>“%1”的上下文模式不是有效的正则表达式：%2（第 %3 个字符处）。</translation>
    </message>
</context>
<context>
    <name>TermRestrictionsBox</name>
    <message>
        <source>Where it counts</source>
        <translation>计入条件</translation>
    </message>
    <message>
        <source>N&amp;oun only (“the mean”, not “this means that”, “meaning”)</source>
        <translation>仅作名词(&amp;O)（“the mean”，而非“this means that”、“meaning”）</translation>
    </message>
    <message>
        <source>Count the term only where it stands as a noun: its plural, not its -ing or -ed forms, and not where a verb stands</source>
        <translation>仅在术语作名词时计入：包括复数，不包括 -ing 或 -ed 形式，也不包括作动词的位置</translation>
    </message>
    <message>
        <source>e.g. \bbias (term|vector)s?\b — empty: anywhere</source>
        <translation>例如 \bbias (term|vector)s?\b — 留空：任何位置</translation>
    </message>
    <message>
        <source>A regular expression (any case) that must match a stretch of the block holding the term</source>
        <translation>一个正则表达式（不区分大小写），必须匹配到包含该术语的一段文字</translation>
    </message>
    <message>
        <source>Conte&amp;xt pattern:</source>
        <translation>上下文模式(&amp;X)：</translation>
    </message>
    <message>
        <source>The context pattern is not a valid regular expression: %1 (at character %2).</source>
        <translation>上下文模式不是有效的正则表达式：%1（第 %2 个字符处）。</translation>
    </message>
</context>
<context>
    <name>TermReuse</name>
    <message>
        <source>Terms can only be copied to another issue.</source>
        <translation>术语只能复制到另一期。</translation>
    </message>
    <message>
        <source>Term %1 is not listed for issue %2.</source>
        <translation>术语 %1 未列入第 %2 期。</translation>
    </message>
    <message>
        <source>No term is listed for issue %1.</source>
        <translation>第 %1 期没有列出术语。</translation>
    </message>
</context>
<context>
    <name>TermSelector</name>
    <message>
        <source>kept in English</source>
        <translation>保留英文</translation>
    </message>
    <message>
        <source>no rendering</source>
        <translation>没有译法</translation>
    </message>
    <message>
        <source>default</source>
        <translation>默认译法</translation>
    </message>
    <message>
        <source>code block language %1</source>
        <translation>代码块语言为 %1</translation>
    </message>
    <message>
        <source>keyword %1 in the block</source>
        <translation>本块中有关键词 %1</translation>
    </message>
    <message>
        <source>keyword %1 in the document</source>
        <translation>本文中有关键词 %1</translation>
    </message>
    <message>
        <source>pattern %1 in the block</source>
        <translation>本块匹配模式 %1</translation>
    </message>
    <message>
        <source>pattern %1 in the document</source>
        <translation>本文匹配模式 %1</translation>
    </message>
    <message>
        <source>post tag %1</source>
        <translation>文章标签 %1</translation>
    </message>
</context>
<context>
    <name>TermbaseController</name>
    <message>
        <source>Open a project to see its termbase.</source>
        <translation>打开项目以查看其术语库。</translation>
    </message>
    <message>
        <source>The term does not exist any more.</source>
        <translation>该术语已不存在。</translation>
    </message>
    <message>
        <source>Term “%1” saved</source>
        <translation>术语“%1”已保存</translation>
    </message>
    <message>
        <source>Delete Term</source>
        <translation>删除术语</translation>
    </message>
    <message>
        <source>Delete the term “%1” with its renderings, forbidden renderings and conflict log?</source>
        <translation>删除术语“%1”及其译法、禁用译法和冲突日志？</translation>
    </message>
    <message>
        <source>Import Terms</source>
        <translation>导入术语</translation>
    </message>
    <message>
        <source>Term lists (*.csv *.tbx *.md);;CSV (*.csv);;TBX (*.tbx);;Markdown glossaries (*.md)</source>
        <translation>术语表 (*.csv *.tbx *.md);;CSV (*.csv);;TBX (*.tbx);;Markdown 词汇表 (*.md)</translation>
    </message>
    <message>
        <source>%1: %2 terms added, %3 merged into existing terms</source>
        <translation>%1：新增 %2 个术语，%3 个并入已有术语</translation>
    </message>
    <message>
        <source>Export Conflict Log</source>
        <translation>导出术语冲突日志</translation>
    </message>
    <message>
        <source>Export Terms</source>
        <translation>导出术语</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>CSV (*.csv);;TBX (*.tbx)</source>
        <translation>CSV (*.csv);;TBX (*.tbx)</translation>
    </message>
    <message>
        <source>Terms written to %1</source>
        <translation>术语已写入 %1</translation>
    </message>
</context>
<context>
    <name>TermbasePane</name>
    <message>
        <source>Look up an English term or a Chinese phrase…</source>
        <translation>查找英文术语或中文词语…</translation>
    </message>
    <message>
        <source>New Term</source>
        <translation>新建术语</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>编辑</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>导入…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Edit the selected term (Enter, double click)</source>
        <translation>编辑选中的术语（回车或双击）</translation>
    </message>
    <message>
        <source>Delete the selected term (Delete)</source>
        <translation>删除选中的术语（Delete 键）</translation>
    </message>
    <message>
        <source>Terms (%1)</source>
        <translation>术语（%1）</translation>
    </message>
    <message>
        <source>Conflict log (%1)</source>
        <translation>冲突日志（%1）</translation>
    </message>
    <message>
        <source>Occurrences (%1)</source>
        <translation>出现位置（%1）</translation>
    </message>
    <message>
        <source>Nothing found for “%1”.</source>
        <translation>没有找到“%1”。</translation>
    </message>
    <message numerus="yes">
        <source>%n term(s) and %1 for “%2”</source>
        <translation>
            <numerusform>“%2”：%n 个术语，%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n occurrence(s)</source>
        <translation>
            <numerusform>%n 处出现</numerusform>
        </translation>
    </message>
    <message>
        <source>The termbase is empty: add a term with New Term or import a file.</source>
        <translation>术语库是空的：用“新建术语”添加术语，或导入文件。</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>原文</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>译稿</translation>
    </message>
    <message>
        <source>Issue %1</source>
        <translation>第 %1 期</translation>
    </message>
    <message>
        <source>Derived from the term&apos;s context renderings, not a logged conflict</source>
        <translation>由该术语依上下文而定的译法推出，不是记录在案的冲突</translation>
    </message>
</context>
<context>
    <name>TermsCommand</name>
    <message>
        <source>%1: terms import reads .csv, .tbx or .md files</source>
        <translation>%1：terms import 读取 .csv、.tbx 或 .md 文件</translation>
    </message>
    <message>
        <source>The term list: CSV, TBX or a Markdown glossary.</source>
        <translation>术语表：CSV、TBX 或 Markdown 词汇表。</translation>
    </message>
    <message>
        <source>%1: %2 entries read, %3 terms added, %4 merged into existing terms
</source>
        <translation>%1：读取 %2 个条目，新增 %3 个术语，合并到已有术语 %4 个
</translation>
    </message>
    <message>
        <source>The file to write: .csv (term_mapping.csv layout) or .tbx (TBX v3).</source>
        <translation>要写入的文件：.csv（term_mapping.csv 格式）或 .tbx（TBX v3）。</translation>
    </message>
    <message>
        <source>Write the term conflict log instead of the term list (CSV only).</source>
        <translation>写出术语冲突日志而不是术语表（仅限 CSV）。</translation>
    </message>
    <message>
        <source>%1: terms export writes .csv or .tbx files (--conflicts: .csv)</source>
        <translation>%1：terms export 写出 .csv 或 .tbx 文件（--conflicts：.csv）</translation>
    </message>
    <message>
        <source>%1 terms written to %2
</source>
        <translation>已将 %1 个术语写入 %2
</translation>
    </message>
    <message>
        <source>An English term or a Chinese phrase.</source>
        <translation>英文术语或中文词语。</translation>
    </message>
    <message>
        <source>%1 conflicts written to %2
</source>
        <translation>已将 %1 条冲突写入 %2
</translation>
    </message>
    <message>
        <source>yiqiao-cli: warning: %1
</source>
        <translation>yiqiao-cli：警告：%1
</translation>
    </message>
    <message>
        <source>terms needs import, export, check, find, add, show or restrict; run yiqiao-cli --help</source>
        <translation>terms 需要 import、export、check、find、add、show 或 restrict；请运行 yiqiao-cli --help</translation>
    </message>
</context>
<context>
    <name>TmAttachments</name>
    <message>
        <source>%1 is not attached to this project.</source>
        <translation>%1 没有附加到本项目。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>TmAttachmentsDialog</name>
    <message>
        <source>&amp;Attach…</source>
        <translation>附加(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Detach</source>
        <translation>移除(&amp;D)</translation>
    </message>
    <message>
        <source>Attached TMX Files</source>
        <translation>附加的 TMX 文件</translation>
    </message>
    <message>
        <source>Matches from these files appear with the project&apos;s own. Yiqiao never changes them; a file changed on disk is read again when the project is opened.</source>
        <translation>这些文件中的匹配与项目自身的匹配一同显示。译桥从不修改它们；磁盘上有改动的文件会在打开项目时重新读取。</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>单元数</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>最新</translation>
    </message>
    <message>
        <source>Changed on disk</source>
        <translation>磁盘上已改动</translation>
    </message>
    <message>
        <source>Missing</source>
        <translation>文件缺失</translation>
    </message>
</context>
<context>
    <name>TmBenchmark</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>no aligned pairs (source.en.md with target.zh.md) under %1</source>
        <translation>%1 下没有对齐的文章对（source.en.md 与 target.zh.md）</translation>
    </message>
    <message>
        <source>tm bench: %1 units from %2 aligned corpus pairs</source>
        <translation>tm bench：由 %2 对已对齐的语料得到 %1 个单元</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>tm bench: %1 units filled</source>
        <translation>tm bench：已填入 %1 个单元</translation>
    </message>
    <message>
        <source>tm bench: %1 units: building the index, %2 lookups</source>
        <translation>tm bench：%1 个单元：正在建立索引并检索 %2 次</translation>
    </message>
    <message>
        <source>cannot create a temporary folder</source>
        <translation>无法创建临时文件夹</translation>
    </message>
    <message>
        <source>translate-toolkit: skipped (--reference-max-queries 0)</source>
        <translation>translate-toolkit：已跳过（--reference-max-queries 0）</translation>
    </message>
    <message>
        <source>translate-toolkit: tm_reference_bench.py not found</source>
        <translation>translate-toolkit：找不到 tm_reference_bench.py</translation>
    </message>
    <message>
        <source>tm bench: the same units and queries through translate-toolkit&apos;s matcher</source>
        <translation>tm bench：用 translate-toolkit 的匹配器检索相同的单元和查询</translation>
    </message>
    <message>
        <source>translate-toolkit: the reference script did not run (%1)</source>
        <translation>translate-toolkit：参照脚本未能运行（%1）</translation>
    </message>
    <message>
        <source>translate-toolkit: the reference script failed with exit code %1 (see its messages on stderr)</source>
        <translation>translate-toolkit：参照脚本失败，退出码 %1（其消息见标准错误输出）</translation>
    </message>
    <message>
        <source>translate-toolkit: not installed (apt install python3-translate)</source>
        <translation>translate-toolkit：未安装（apt install python3-translate）</translation>
    </message>
    <message>
        <source>translate-toolkit %1 (distance: %2): matcher(max_candidates=%3, min_similarity=%4, max_length=the longest source); at most %5 of the %6 queries and %7 s of lookups per size</source>
        <translation>translate-toolkit %1（距离算法：%2）：matcher(max_candidates=%3, min_similarity=%4, max_length=最长原文)；每种规模最多检索 %6 个查询中的 %5 个，检索时间最多 %7 秒</translation>
    </message>
    <message>
        <source>translation memory: %1 units from the corpus&apos;s aligned pairs, then variants; %2 queries (corpus blocks, every second with a word dropped), min score %3, top %4
</source>
        <translation>翻译记忆库：先取语料对齐文章对的 %1 个单元，再加变体；%2 个查询（语料块，每隔一个删去一个词），最低分 %3，取前 %4 个
</translation>
    </message>
    <message>
        <source>          | Yiqiao                                                                    | translate-toolkit
    units |   stored  fill s build s mean ms  p95 ms  max ms   found RSS MiB index MiB |   stored build s  mean ms   p95 ms   max ms   found RSS MiB
</source>
        <translation>          | Yiqiao                                                                    | translate-toolkit
    units |   stored  fill s build s mean ms  p95 ms  max ms   found RSS MiB index MiB |   stored build s  mean ms   p95 ms   max ms   found RSS MiB
</translation>
    </message>
    <message>
        <source>tm bench: writing a TMX file of %1 units</source>
        <translation>tm 基准：写出含 %1 个单元的 TMX 文件</translation>
    </message>
    <message>
        <source>tm bench: indexing %1 units for concordance</source>
        <translation>tm 基准：为语境检索索引 %1 个单元</translation>
    </message>
    <message>
        <source>tm bench: importing %1 (%2 MiB)</source>
        <translation>tm 基准：导入 %1（%2 MiB）</translation>
    </message>
    <message>
        <source>tm bench: %1 units imported: building the index, %2 lookups</source>
        <translation>tm 基准：已导入 %1 个单元：建立索引，查询 %2 次</translation>
    </message>
    <message>
        <source>tm bench: importing the same file again</source>
        <translation>tm 基准：再次导入同一文件</translation>
    </message>
    <message>
        <source>TMX import: %1 units shaped like the corpus&apos;s sentences (%18 + %19 characters on average, %2 MiB), into a new project: read %3 s + stored %4 s = %5 s (%6 units/s; CPU %20 s), %7 units added
  then: index build %8 s; lookups p50 %9 / p95 %10 / mean %11 / max %12 ms (%13 of %14 found), RSS %15 MiB
  concordance (20 words, 20 runs of three hanzi) while they wait for its index: mean %21 / max %22 ms; indexed for it in %23 s (%24 slices); then mean %25 / max %26 ms
  the same file again (every unit stored already): %16 s, %17 units added
</source>
        <translation>TMX 导入：%1 个形如语料句子的单元（平均 %18 + %19 个字符，%2 MiB），导入新项目：读取 %3 秒 + 存储 %4 秒 = %5 秒（每秒 %6 个单元；CPU %20 秒），新增 %7 个单元
  随后：建立索引 %8 秒；查询 p50 %9 / p95 %10 / 平均 %11 / 最长 %12 毫秒（%14 次中找到 %13 次），RSS %15 MiB
  等待语境检索索引期间的检索（20 个词、20 组三个汉字）：平均 %21 / 最长 %22 毫秒；为其建索引用时 %23 秒（%24 批）；之后平均 %25 / 最长 %26 毫秒
  再次导入同一文件（所有单元均已存储）：%16 秒，新增 %17 个单元
</translation>
    </message>
</context>
<context>
    <name>TmCommand</name>
    <message>
        <source>tm needs import, export, lookup, attach, detach or attached; run yiqiao-cli --help</source>
        <translation>tm 需要 import、export、lookup、attach、detach 或 attached；请运行 yiqiao-cli --help</translation>
    </message>
    <message>
        <source>The TMX file.</source>
        <translation>TMX 文件。</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: %2 units added, %3 already in the memory, %4 without both languages skipped
</source>
        <translation>%1：新增 %2 个翻译单元，%3 个已在记忆库中，跳过 %4 个缺少双语的单元
</translation>
    </message>
    <message>
        <source>The TMX file to write.</source>
        <translation>要写入的 TMX 文件。</translation>
    </message>
    <message>
        <source>%1 units written to %2
</source>
        <translation>已将 %1 个翻译单元写入 %2
</translation>
    </message>
    <message>
        <source>The source text to look up.</source>
        <translation>要检索的原文。</translation>
    </message>
    <message>
        <source>The lowest score shown (0–100, default 75).</source>
        <translation>显示的最低匹配分（0–100，默认 75）。</translation>
    </message>
    <message>
        <source>The most matches shown (default 10).</source>
        <translation>最多显示的匹配数（默认 10）。</translation>
    </message>
    <message>
        <source>--min takes a score from 0 to 101, --max a count from 1</source>
        <translation>--min 取 0 到 101 的分数，--max 取不小于 1 的数量</translation>
    </message>
    <message>
        <source>%1 attached read-only: %2 units
</source>
        <translation>已只读附加 %1：%2 个单元
</translation>
    </message>
    <message>
        <source>%1 detached
</source>
        <translation>已移除 %1
</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>文件缺失</translation>
    </message>
    <message>
        <source>changed on disk</source>
        <translation>磁盘上已改动</translation>
    </message>
    <message>
        <source>current</source>
        <translation>最新</translation>
    </message>
    <message>
        <source>TEXT is empty: give the source text to look up</source>
        <translation>TEXT 为空：请给出要查找的原文</translation>
    </message>
    <message>
        <source>no match scores %1 or more
</source>
        <translation>没有得分达到 %1 的匹配
</translation>
    </message>
    <message>
        <source>%1 attached read-only: %2 units (%3 more were repeats or in the memory already)
</source>
        <translation>已只读挂接 %1：%2 个单元（另有 %3 个重复或已在记忆库中）
</translation>
    </message>
</context>
<context>
    <name>TmController</name>
    <message numerus="yes">
        <source>Translation memory ready: %n unit(s)</source>
        <translation>
            <numerusform>翻译记忆库已就绪：%n 个单元</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attached TMX file(s) changed on disk and were read again</source>
        <translation>
            <numerusform>%n 个附加的 TMX 文件在磁盘上有改动，已重新读取</numerusform>
        </translation>
    </message>
    <message>
        <source>Open an issue to see translation memory matches.</source>
        <translation>打开一期即可查看翻译记忆库匹配。</translation>
    </message>
    <message>
        <source>Loading the translation memory…</source>
        <translation>正在载入翻译记忆库…</translation>
    </message>
    <message>
        <source>The translation memory could not be updated: %1</source>
        <translation>翻译记忆库未能更新：%1</translation>
    </message>
    <message>
        <source>This block is not aligned to a source block.</source>
        <translation>此块没有与原文块对齐。</translation>
    </message>
    <message>
        <source>No issue is open.</source>
        <translation>没有打开任何一期。</translation>
    </message>
    <message>
        <source>Match %1 inserted (%2%)</source>
        <translation>已插入匹配 %1（%2%）</translation>
    </message>
    <message>
        <source>Pre-translate Issue</source>
        <translation>预翻译本期</translation>
    </message>
    <message>
        <source>Fill every untranslated block from the translation memory with its best match scoring at least:</source>
        <translation>用翻译记忆库为每个未翻译的块填入最佳匹配，最低匹配分：</translation>
    </message>
    <message numerus="yes">
        <source>%n block(s) pre-translated (%1 exact); %2 without a match</source>
        <translation>
            <numerusform>已预翻译 %n 个块（其中 %1 个完全匹配）；%2 个没有匹配</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>%1 was not imported: %2</source>
        <translation>%1 未导入：%2</translation>
    </message>
    <message>
        <source>Import TMX</source>
        <translation>导入 TMX</translation>
    </message>
    <message>
        <source>%1: %2 units added, %3 already in the memory</source>
        <translation>%1：新增 %2 个单元，%3 个已在记忆库中</translation>
    </message>
    <message>
        <source>Export TMX</source>
        <translation>导出 TMX</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) written to %1</source>
        <translation>
            <numerusform>已将 %n 个单元写入 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Attach TMX</source>
        <translation>附加 TMX</translation>
    </message>
    <message numerus="yes">
        <source>Storing %n unit(s)…</source>
        <translation>
            <numerusform>正在存储 %n 个单元…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TmPane</name>
    <message>
        <source>Search the memory (source and translation)…</source>
        <translation>搜索记忆库（原文和译文）…</translation>
    </message>
    <message>
        <source>Open an issue to see translation memory matches.</source>
        <translation>打开一期即可查看翻译记忆库匹配。</translation>
    </message>
    <message>
        <source>No matches for this block.</source>
        <translation>此块没有匹配。</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) for this block</source>
        <translation>
            <numerusform>此块有 %n 个匹配</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) containing “%1”</source>
        <translation>
            <numerusform>%n 个单元含有“%1”</numerusform>
        </translation>
    </message>
    <message>
        <source>Insert (Ctrl+Alt+%1)</source>
        <translation>插入（Ctrl+Alt+%1）</translation>
    </message>
    <message>
        <source>Insert</source>
        <translation>插入</translation>
    </message>
    <message>
        <source>Issue %1</source>
        <translation>第 %1 期</translation>
    </message>
    <message>
        <source>%1 (attached, read-only)</source>
        <translation>%1（附加，只读）</translation>
    </message>
</context>
<context>
    <name>TmxReader</name>
    <message>
        <source>Nothing to import: no &lt;tu&gt; has segments in both %1 and %2.</source>
        <translation>没有可导入的内容：没有哪个 &lt;tu&gt; 同时含有 %1 和 %2 的片段。</translation>
    </message>
    <message>
        <source>TMX import cancelled.</source>
        <translation>TMX 导入已取消。</translation>
    </message>
    <message>
        <source>Not a TMX file: it is not XML (%1: %2).</source>
        <translation>不是 TMX 文件：它不是 XML（%1：%2）。</translation>
    </message>
    <message>
        <source>Not a TMX file: its root element is &lt;%1&gt;, not &lt;tmx&gt;.</source>
        <translation>不是 TMX 文件：其根元素是 &lt;%1&gt;，而不是 &lt;tmx&gt;。</translation>
    </message>
    <message>
        <source>Not a TMX file: it has no XML element.</source>
        <translation>不是 TMX 文件：其中没有 XML 元素。</translation>
    </message>
    <message>
        <source>Cannot read the TMX file: %1</source>
        <translation>无法读取 TMX 文件：%1</translation>
    </message>
    <message>
        <source>Inline elements are nested more than %1 deep.</source>
        <translation>行内元素嵌套超过 %1 层。</translation>
    </message>
    <message>
        <source>The file is larger than %1 GB, more than a translation memory Yiqiao can hold; nothing was imported.</source>
        <translation>文件大于 %1 GB，超出译桥能容纳的翻译记忆库大小；未导入任何内容。</translation>
    </message>
</context>
<context>
    <name>TmxWriter</name>
    <message>
        <source>Cannot write the TMX file: %1</source>
        <translation>无法写入 TMX 文件：%1</translation>
    </message>
</context>
<context>
    <name>TranslationMemory</name>
    <message>
        <source>A translation unit needs both a source text and a translation.</source>
        <translation>翻译单元需要同时有原文和译文。</translation>
    </message>
    <message>
        <source>Translation units need an origin.</source>
        <translation>翻译单元需要注明来源。</translation>
    </message>
    <message>
        <source>The issue does not exist.</source>
        <translation>该期不存在。</translation>
    </message>
    <message>
        <source>Cancelled: no unit was added.</source>
        <translation>已取消：没有加入任何单元。</translation>
    </message>
</context>
<context>
    <name>UpdateCommand</name>
    <message>
        <source>%1edited (%2) source block %3, draft blocks %4 need review: %5</source>
        <translation>%1已修改（%2）原文块 %3，译稿块 %4 需复核：%5</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1moved (%2) source block %3 from place %4 to %5</source>
        <translation>%1已移动（%2）原文块 %3，从位置 %4 移到 %5</translation>
    </message>
    <message>
        <source>%1added (%2) source block %3, untranslated in the draft: %4</source>
        <translation>%1新增（%2）原文块 %3，在译稿中未翻译：%4</translation>
    </message>
    <message>
        <source>The newer version of the English post.</source>
        <translation>英文文章的较新版本。</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>以 JSON 格式输出。</translation>
    </message>
    <message>
        <source>Say what would change without changing anything.</source>
        <translation>只说明会有哪些更改，不做任何更改。</translation>
    </message>
    <message>
        <source>Which of the issue&apos;s posts (1, 2, …) when it has several.</source>
        <translation>本期有多篇文章时，指定哪一篇（1、2、…）。</translation>
    </message>
    <message>
        <source>Who updates (default: the system&apos;s user).</source>
        <translation>由谁更新（默认：系统用户）。</translation>
    </message>
    <message>
        <source>--post needs a post number (1, 2, …), not &apos;%1&apos;</source>
        <translation>--post 需要文章编号（1、2、…），而不是“%1”</translation>
    </message>
    <message>
        <source>issue %1: the source would go from version %2 to %3 (nothing changed)
</source>
        <translation>第 %1 期：原文将从版本 %2 更新到 %3（未做任何更改）
</translation>
    </message>
    <message>
        <source>issue %1: source updated from version %2 to %3
</source>
        <translation>第 %1 期：原文已从版本 %2 更新到 %3
</translation>
    </message>
    <message>
        <source>  unchanged %1 · moved %2 · edited %3 · added %4 · removed %5
</source>
        <translation>  未更改 %1 · 已移动 %2 · 已修改 %3 · 新增 %4 · 已删除 %5
</translation>
    </message>
    <message>
        <source>  needs review (source changed): draft blocks %1
</source>
        <translation>  需复核（原文已更改）：译稿块 %1
</translation>
    </message>
    <message>
        <source>  removed source, decide to drop or keep: draft blocks %1
</source>
        <translation>  原文已删除，需决定丢弃或保留：译稿块 %1
</translation>
    </message>
    <message>
        <source>  deletions to look at again: %1
</source>
        <translation>  需复核的删除记录：%1
</translation>
    </message>
    <message>
        <source>Only the changes that wait for the translator.</source>
        <translation>只列出等待译者处理的变更。</translation>
    </message>
    <message>
        <source>Mark change ID as looked at (an edited source).</source>
        <translation>将变更 ID 标记为已查看（针对已修改的原文）。</translation>
    </message>
    <message>
        <source>Drop the draft blocks of removed source (change ID).</source>
        <translation>丢弃已删除原文的译稿块（变更 ID）。</translation>
    </message>
    <message>
        <source>Keep the draft blocks of removed source as additions (change ID).</source>
        <translation>将已删除原文的译稿块保留为增补（变更 ID）。</translation>
    </message>
    <message>
        <source>Who decides (default: the system&apos;s user).</source>
        <translation>由谁决定（默认：系统用户）。</translation>
    </message>
    <message>
        <source>give one of --done, --drop and --keep</source>
        <translation>请给出 --done、--drop 和 --keep 之一</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) wait for the translator
</source>
        <translation>
            <numerusform>%n 项变更等待译者处理
</numerusform>
        </translation>
    </message>
    <message>
        <source>--%1 needs a change id, not &apos;%2&apos;</source>
        <translation>--%1 需要变更 ID，而不是“%2”</translation>
    </message>
    <message>
        <source>this issue has no source change %1</source>
        <translation>本期没有原文变更 %1</translation>
    </message>
    <message>
        <source>Source change %1: %2</source>
        <translation>原文变更 %1：%2</translation>
    </message>
    <message>
        <source>source change %1: %2
</source>
        <translation>原文变更 %1：%2
</translation>
    </message>
    <message>
        <source>%1removed (%2) from place %3, %4: %5</source>
        <translation>%1已删除（%2），原位置 %3，%4：%5</translation>
    </message>
    <message>
        <source>no draft block translated only it</source>
        <translation>没有只翻译它的译稿块</translation>
    </message>
    <message>
        <source>draft blocks %1 wait for a decision (drop or keep)</source>
        <translation>译稿块 %1 等待决定（丢弃或保留）</translation>
    </message>
    <message>
        <source>draft blocks %1 dropped</source>
        <translation>译稿块 %1 已丢弃</translation>
    </message>
    <message>
        <source>draft blocks %1 kept as additions</source>
        <translation>译稿块 %1 已保留为增补</translation>
    </message>
    <message>
        <source>draft blocks %1 left as they are</source>
        <translation>译稿块 %1 保持原样</translation>
    </message>
    <message>
        <source>%1added (%2) source block at place %3, untranslated in the draft: %4</source>
        <translation>%1新增（%2）第 %3 个位置的原文块，译稿中尚未翻译：%4</translation>
    </message>
</context>
<context>
    <name>VersionCatalog</name>
    <message>
        <source>Entry %1 of the version catalogue has no CUDA version like &quot;11.8&quot;.</source>
        <translation>版本目录的第 %1 项没有形如 &quot;11.8&quot; 的 CUDA 版本。</translation>
    </message>
</context>
<context>
    <name>VersionConflictChecker</name>
    <message>
        <source>torch %1 has no official wheel for CUDA %2 (it has for CUDA %3)</source>
        <translation>torch %1 没有 CUDA %2 的官方 wheel（有官方 wheel 的 CUDA：%3）</translation>
    </message>
    <message>
        <source>driver %1 is below the minimum driver %3 (Linux) of CUDA %2</source>
        <translation>驱动 %1 低于 CUDA %2 要求的最低驱动 %3（Linux）</translation>
    </message>
    <message>
        <source>; use %1 instead</source>
        <translation>；请改用 %1</translation>
    </message>
    <message>
        <source>%1 is deprecated or removed in %2 (%3); the post pins no %2 version%4</source>
        <translation>%1 在 %2 中已弃用或移除（%3）；原文没有固定 %2 的版本%4</translation>
    </message>
    <message>
        <source>%1 %2 has no %3 (removed in %4)%5</source>
        <translation>%1 %2 中已没有 %3（%4 起移除）%5</translation>
    </message>
    <message>
        <source>%3 is deprecated in %1 %2 (since %4)%5</source>
        <translation>%1 %2 中 %3 已弃用（%4 起）%5</translation>
    </message>
    <message>
        <source>%1 %2 goes with %3 %4, the post has %3 %5</source>
        <translation>%1 %2 对应 %3 %4，原文为 %3 %5</translation>
    </message>
    <message>
        <source>%1 %2 needs %3 %4 or later, the post has %3 %5</source>
        <translation>%1 %2 需要 %3 %4 或更高版本，原文为 %3 %5</translation>
    </message>
</context>
<context>
    <name>WelcomeController</name>
    <message>
        <source>Clear List</source>
        <translation>清空列表</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>New Project…</source>
        <translation>新建项目…</translation>
    </message>
    <message>
        <source>Open Project…</source>
        <translation>打开项目…</translation>
    </message>
    <message>
        <source>Open Demo Project</source>
        <translation>打开示例项目</translation>
    </message>
    <message>
        <source>No recent projects yet: create one, or look around the demo first.</source>
        <translation>还没有最近的项目：新建一个，或者先看看示例项目。</translation>
    </message>
    <message>
        <source>Yiqiao</source>
        <translation>译桥</translation>
    </message>
    <message>
        <source>A translation workbench for Chinese editions of English technical blogs.</source>
        <translation>把英文技术博客译成中文的翻译工作台。</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Recent Projects</source>
        <translation>最近的项目</translation>
    </message>
    <message>
        <source>Click a project to open it.</source>
        <translation>单击项目即可打开。</translation>
    </message>
    <message>
        <source>Three Steps to a Translated Post</source>
        <translation>三步译好一篇文章</translation>
    </message>
    <message>
        <source>Import a post</source>
        <translation>导入文章</translation>
    </message>
    <message>
        <source>File ▸ Import Posts…, or drop markdown files on the window. Each post becomes an issue, its draft a copy of the English to write the Chinese over.</source>
        <translation>文件 ▸ 导入文章…，或把 Markdown 文件拖到窗口上。每篇文章成为一期，译稿先是英文原文的副本，在上面写中文即可。</translation>
    </message>
    <message>
        <source>Translate</source>
        <translation>翻译</translation>
    </message>
    <message>
        <source>Type the Chinese in the draft beside the English source; the memory and the termbase suggest as you go. Confirm a block to move on to the next.</source>
        <translation>在英文原文旁的译稿里输入中文，翻译记忆库和术语库随时给出建议。确认一块后转到下一块。</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>File ▸ Export Finished Post… writes the Chinese markdown, with your notes and deletions.</source>
        <translation>文件 ▸ 导出成稿… 写出中文 Markdown，连同译者注和删节说明。</translation>
    </message>
    <message>
        <source>Clone Team Project…</source>
        <translation>克隆团队项目…</translation>
    </message>
</context>
<context>
    <name>WindowMapWatch</name>
    <message>
        <source>xev and xprop are not installed (package x11-utils)</source>
        <translation>xev 与 xprop 未安装（软件包 x11-utils）</translation>
    </message>
    <message>
        <source>xev did not start</source>
        <translation>xev 未能启动</translation>
    </message>
</context>
<context>
    <name>WorkbenchController</name>
    <message numerus="yes">
        <source>Block %1 of %2 · %3 · aligned to %n source block(s)</source>
        <translation>
            <numerusform>第 %1 块，共 %2 块 · %3 · 对齐到 %n 个原文块</numerusform>
        </translation>
    </message>
    <message>
        <source>This source block is deleted.</source>
        <translation>这个原文块已删除。</translation>
    </message>
    <message>
        <source>This source block is not translated yet.</source>
        <translation>这个原文块尚未翻译。</translation>
    </message>
    <message>
        <source>The revision history could not record this save: %1</source>
        <translation>修订历史未能记录此次保存：%1</translation>
    </message>
    <message>
        <source>%1 Your edits are still in the editor: choose above it which version goes on.</source>
        <translation>%1你的修改仍在编辑器中：请在编辑器上方选择保留哪个版本。</translation>
    </message>
</context>
<context>
    <name>XliffCommand</name>
    <message>
        <source>xliff needs export or import; run yiqiao-cli --help</source>
        <translation>xliff 需要 export 或 import；请运行 yiqiao-cli --help</translation>
    </message>
    <message>
        <source>The XLIFF file to write.</source>
        <translation>要写入的 XLIFF 文件。</translation>
    </message>
    <message>
        <source>The XLIFF version: 2.0 (default) or 1.2.</source>
        <translation>XLIFF 版本：2.0（默认）或 1.2。</translation>
    </message>
    <message>
        <source>--version takes 2.0 or 1.2, not &apos;%1&apos;</source>
        <translation>--version 取 2.0 或 1.2，而不是“%1”</translation>
    </message>
    <message>
        <source>issue %1 written to %2
</source>
        <translation>第 %1 期已写入 %2
</translation>
    </message>
    <message>
        <source>The translated XLIFF file.</source>
        <translation>已翻译的 XLIFF 文件。</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>这是一个文件夹</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: %2 units updated, %3 unchanged, %4 skipped (no target, or not to be translated)
</source>
        <translation>%1：更新了 %2 个单元，%3 个未变，跳过 %4 个（没有译文或无需翻译）
</translation>
    </message>
    <message>
        <source>XLIFF imported</source>
        <translation>已导入 XLIFF</translation>
    </message>
</context>
<context>
    <name>XliffController</name>
    <message>
        <source>XLIFF 2.0 (*.xlf *.xliff);;XLIFF 1.2 (*.xlf *.xliff)</source>
        <translation>XLIFF 2.0 (*.xlf *.xliff);;XLIFF 1.2 (*.xlf *.xliff)</translation>
    </message>
    <message>
        <source>Export XLIFF</source>
        <translation>导出 XLIFF</translation>
    </message>
    <message>
        <source>Issue %1 exported to %2</source>
        <translation>第 %1 期已导出到 %2</translation>
    </message>
    <message>
        <source>Import XLIFF</source>
        <translation>导入 XLIFF</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 was not imported: %2</source>
        <translation>%1 未导入：%2</translation>
    </message>
    <message>
        <source>%1: %2 units imported, %3 unchanged, %4 skipped (no translation, or not to be translated)</source>
        <translation>%1：导入了 %2 个单元，%3 个未变，跳过 %4 个（没有译文或无需翻译）</translation>
    </message>
</context>
<context>
    <name>XliffImporter</name>
    <message numerus="yes">
        <source>Nothing imported; %n unit(s) have problems: %1</source>
        <translation>
            <numerusform>未导入任何内容；%n 个单元有问题：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing imported: the file was exported from issue %1, not issue %2.</source>
        <translation>未导入任何内容：此文件导出自第 %1 期，而不是第 %2 期。</translation>
    </message>
    <message>
        <source>unit %1: its source blocks are not one group of the draft any more</source>
        <translation>单元 %1：它的原文块在译稿中已不再是同一组</translation>
    </message>
    <message>
        <source>unit %1: its draft blocks changed since the export</source>
        <translation>单元 %1：它的译稿块在导出后已有改动</translation>
    </message>
    <message>
        <source>The text was imported, but a status could not be set: %1</source>
        <translation>文本已导入，但有状态未能设置：%1</translation>
    </message>
    <message>
        <source>The translation was imported, but the translation memory could not be updated: %1</source>
        <translation>译文已导入，但翻译记忆库未能更新：%1</translation>
    </message>
    <message>
        <source>XLIFF import</source>
        <translation>XLIFF 导入</translation>
    </message>
</context>
<context>
    <name>XliffReader</name>
    <message>
        <source>Not a Yiqiao XLIFF file: no &lt;file original=&quot;issue-N&quot;&gt;.</source>
        <translation>不是译桥导出的 XLIFF 文件：没有 &lt;file original=&quot;issue-N&quot;&gt;。</translation>
    </message>
    <message>
        <source>Not an XLIFF file: it has no XML element.</source>
        <translation>不是 XLIFF 文件：其中没有 XML 元素。</translation>
    </message>
    <message>
        <source>Not an XLIFF 1.2 or 2.x file.</source>
        <translation>不是 XLIFF 1.2 或 2.x 文件。</translation>
    </message>
    <message>
        <source>The &lt;file&gt; is not one issue exported by Yiqiao (original=&quot;issue-N&quot;).</source>
        <translation>&lt;file&gt; 不是译桥导出的某一期（original=&quot;issue-N&quot;）。</translation>
    </message>
    <message>
        <source>a target without a source before it</source>
        <translation>译文之前没有原文</translation>
    </message>
    <message>
        <source>the entity &amp;%1; cannot be resolved</source>
        <translation>无法解析实体 &amp;%1;</translation>
    </message>
    <message>
        <source>the inline element &lt;%1&gt; is not supported</source>
        <translation>不支持行内元素 &lt;%1&gt;</translation>
    </message>
    <message>
        <source>the target has an element %1 that the source has not</source>
        <translation>译文中有原文没有的元素 %1</translation>
    </message>
    <message>
        <source>the target has element %1 twice</source>
        <translation>译文中元素 %1 出现了两次</translation>
    </message>
    <message>
        <source>no &lt;data id=&quot;%1&quot;&gt; in &lt;originalData&gt;</source>
        <translation>&lt;originalData&gt; 中没有 &lt;data id=&quot;%1&quot;&gt;</translation>
    </message>
    <message>
        <source>element %1 is of another kind than in the source</source>
        <translation>元素 %1 的类型与原文中的不同</translation>
    </message>
    <message>
        <source>the source has element %1 twice</source>
        <translation>原文中元素 %1 出现了两次</translation>
    </message>
    <message>
        <source>the unit appears twice</source>
        <translation>该单元出现了两次</translation>
    </message>
    <message>
        <source>unit %1: %2</source>
        <translation>单元 %1：%2</translation>
    </message>
    <message>
        <source>the target lacks the protected element %1 (%2)</source>
        <translation>译文缺少受保护的元素 %1（%2）</translation>
    </message>
    <message>
        <source>the target has only one end of element %1</source>
        <translation>译文中元素 %1 只有一端</translation>
    </message>
    <message>
        <source>Elements are nested more than %1 deep.</source>
        <translation>元素嵌套超过 %1 层。</translation>
    </message>
    <message>
        <source>The file is larger than %1 MB, more than any issue&apos;s XLIFF; nothing was imported.</source>
        <translation>文件大于 %1 MB，超出任何一期 XLIFF 的大小；未导入任何内容。</translation>
    </message>
</context>
<context>
    <name>XliffWriter</name>
    <message>
        <source>The issue contains the character U+%1, which XLIFF 1.2 cannot carry; export it as XLIFF 2.0.</source>
        <translation>本期含有字符 U+%1，XLIFF 1.2 无法承载；请导出为 XLIFF 2.0。</translation>
    </message>
    <message>
        <source>The XLIFF file could not be written.</source>
        <translation>XLIFF 文件未能写入。</translation>
    </message>
</context>
<context>
    <name>XmlDtdPolicy</name>
    <message>
        <source>The file declares XML entities, which Yiqiao refuses to expand (%1 files never need them).</source>
        <translation>文件声明了 XML 实体，译桥拒绝展开它们（%1 文件从不需要实体）。</translation>
    </message>
    <message>
        <source>The file has a DTD with declarations, which Yiqiao does not read (%1 files never need them).</source>
        <translation>文件的 DTD 含有声明，译桥不读取它们（%1 文件从不需要这些声明）。</translation>
    </message>
</context>
<context>
    <name>XmlEnvelope</name>
    <message>
        <source>The entity &amp;%1; is not defined.</source>
        <translation>实体 &amp;%1; 未定义。</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>第 %1 行第 %2 列</translation>
    </message>
    <message>
        <source>At %1: %2</source>
        <translation>位于 %1：%2</translation>
    </message>
    <message>
        <source>Broken XML at %1: %2</source>
        <translation>XML 在 %1 处损坏：%2</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>The project to open.</source>
        <translation>要打开的项目。</translation>
    </message>
    <message>
        <source>Open the bundled demo project.</source>
        <translation>打开自带的示例项目。</translation>
    </message>
    <message>
        <source>The interface language (zh_CN or en).</source>
        <translation>界面语言（zh_CN 或 en）。</translation>
    </message>
    <message>
        <source>Save a picture of the window to FILE and quit.</source>
        <translation>把窗口截图保存到 FILE 后退出。</translation>
    </message>
    <message>
        <source>Measure start-up, opening a large project and typing; print the figures.</source>
        <translation>测量启动、打开大型项目和输入的耗时，并打印结果。</translation>
    </message>
    <message>
        <source>The corpus folder the benchmark builds its projects from.</source>
        <translation>基准测试用来构建项目的语料文件夹。</translation>
    </message>
    <message>
        <source>Benchmark: only compare start-up and memory with Lokalize and Poedit.</source>
        <translation>基准测试：只与 Lokalize 和 Poedit 比较启动时间与内存。</translation>
    </message>
    <message>
        <source>Benchmark: the 369-issue project to open, built there if it does not exist.</source>
        <translation>基准测试：要打开的 369 期项目，不存在时在该处生成。</translation>
    </message>
</context>
</TS>
