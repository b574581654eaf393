<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>rigpose::studio::CommandLine</name>
    <message>
        <source>The rigpose workstation: open a pose sequence and look at it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pose sequence to open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Render the main window to a PNG once loaded, then quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The main window&apos;s size, e.g. 1280x800.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The interface language (en, ko); overrides the settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give at most one sequence to open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--size takes WIDTHxHEIGHT in pixels, e.g. 1280x800; got &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigpose::studio::MainWindow</name>
    <message>
        <source>No sequence open.
Choose File → Open Sequence… (%1) to look at one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Sequence…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a pose sequence (rig-pose-sequence/1 or rig-c-pose-frames/0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Status Bar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About rigpose-studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pose sequences (*.pose.json *.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not open %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could Not Open Sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 was refused (%Ln problem(s)); nothing was opened.</source>
        <translation>
            <numerusform>%1 was refused (%Ln problem); nothing was opened.</numerusform>
            <numerusform>%1 was refused (%Ln problems); nothing was opened.</numerusform>
        </translation>
    </message>
    <message>
        <source>About rigpose-studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;rigpose-studio %1&lt;/h3&gt;&lt;p&gt;Puts human motion onto 2D bone rigs: reads pose sequences, cleans them and retargets them onto Spine rigs.&lt;/p&gt;&lt;p&gt;This version opens a pose sequence and describes it.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigpose::studio::Screenshot</name>
    <message>
        <source>Could not write the screenshot %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigpose::widgets::SequenceInfoPanel</name>
    <message>
        <source>No sequence open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frames:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frame rate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>People:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cleaned:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Picture:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no (raw)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not named</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writes as:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigpose::widgets::SummaryText</name>
    <message numerus="yes">
        <source>%Ln frame(s)</source>
        <translation>
            <numerusform>%Ln frame</numerusform>
            <numerusform>%Ln frames</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown fps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 px</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pelvis tilt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 · people: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more</source>
        <translation>
            <numerusform>… and %Ln more</numerusform>
            <numerusform>… and %Ln more</numerusform>
        </translation>
    </message>
</context>
</TS>
