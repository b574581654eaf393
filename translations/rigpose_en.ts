<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>KeyFileText</name>
    <message>
        <source>Pelvis keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pelvis key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tilt (°)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hip line&apos;s angle, r_hip to l_hip, in Spine degrees (counter-clockwise, y up): about 0 facing the camera. Linear between keys, the short way round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contact keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>contact key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which foot is on the floor from this key to the next: l, r, both (the foot that just landed takes over) or none (flight). On the lane: L, R, B, N at the current frame.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>l (left foot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>r (right foot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both (the foot that landed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (flight)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Camera keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>camera key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How much larger the picture is than frame 0&apos;s (above 0): a zoom in is above 1. Linear between keys, held outside them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pan x (px)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where frame 0&apos;s origin is drawn on this frame, x in pixels: a point p of frame 0 lies at s·p + t.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pan y (px)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where frame 0&apos;s origin is drawn on this frame, y in pixels (down): a point p of frame 0 lies at s·p + t.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigpose::studio::Autosaver</name>
    <message>
        <source>its folder cannot be made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its lock cannot be taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes cannot be kept for recovery in %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigpose::studio::CommandLine</name>
    <message>
        <source>The main window&apos;s size, e.g. 1280x800.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The interface language (en, ko); overrides the settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--size takes WIDTHxHEIGHT in pixels, e.g. 1280x800; got &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rigpose workstation: open a project or a pose sequence, scrub it and inspect its cleaning and its retarget.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A project (*.rigpose.json) or a pose sequence to open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Render the main window to a PNG once loaded and run, then quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The frame to show (first is 0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give at most one project or sequence to open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--frame takes a frame number (0 or more); got &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write OUT as rig-pose writes it for PROJECT (motion, report, build or cleaned), print what rig-pose prints and quit, with rig-pose&apos;s exit code. Needs no display.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--export takes motion, report, build or cleaned; got &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--export %1 takes the file to write and the project: --export %1 OUT PROJECT.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tracks to plot once run, by name, comma-separated (r_wrist,pelvisTilt).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dock to bring to the front once run: options, map, alternates (the map&apos;s Alternates tab), sequence, keys, report or problems.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigpose::studio::Document</name>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save %1 As</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigpose::studio::ExportActions</name>
    <message>
        <source>&amp;Motion…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The motion rig-pose retarget writes at --out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The report rig-pose retarget writes at --report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spine &amp;Build…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder rig-pose retarget --build writes: skeleton.json, skeleton.atlas, retarget.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cleaned Sequence…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sequence rig-pose clean writes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M&amp;ap…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map as the studio holds it, edits included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The track chart as a PNG or SVG picture, or its plotted points as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Motion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Motions (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reports (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Spine Build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folders (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Cleaned Sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pose sequences (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exporting %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maps (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no readable map to export; set one (File → Set Map…) or make one (File → New Map…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Track Chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;Plotted points (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was exported: %1: %2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> (and %n more)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Key Files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key files as the studio holds them, edits included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Key Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the project names no key file to export; make one (Keys → New Pelvis Keys…) or open one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Figure Scale…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leg Scale&apos;s figure-scale track as a camera file, as rig-pose retarget --camera writes it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Figure Scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Camera keys (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigpose::studio::FeetLanes</name>
    <message>
        <source>frame %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frames %1–%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 supports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; tracked since %1: followed on the floor along its own track, not planted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it turns on its ball</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it rolls off slower than the other swings in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the only foot free to take support was the higher one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; moved onto the floor by %1 units (%2 leg lengths)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; hip blend on %1, k %2–%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jump: no foot supports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; no foot took support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; %1 took support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; could support again from frame %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both planted: the free %1 ankle within %2 leg lengths; stretched up to k %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 below: down to %2 leg lengths under the supporting ankle; the pose&apos;s height kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lifted: up to %2 leg lengths from the supporting ankle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (absorbed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2&apos;s stretch past its bound: needed k %3, held at %4; the foot left %5 units from the floor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stance: %1 past the tolerance below the supporting ankle, by up to %2 leg lengths</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hip blend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lowered: read %1 supporting; now no foot does (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigpose::studio::IdleOptionsBox</name>
    <message>
        <source>The rig&apos;s own motion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--idle: the rig&apos;s animation read as its idle (empty: the one named idle). Its tracks are listed as dropped or kept out in the report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carry the idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--carry-idle: every idle track the retarget would drop is looped into the new animation, key by key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle animation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--base-motion: the rig&apos;s own motion (rigc-motion/1) read from this file instead of the motion.json beside the rig</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--merge: timed track fragments (rig-pose-tracks/1), a blink say, added to the new animation; a fragment never replaces a track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base motion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge tracks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle Animation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carry Idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear Base Motion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear Merge Tracks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>beside the rig</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigpose::studio::KeyTableModel</name>
    <message>
        <source>The frame the key sits on (it may lie between frames)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set %1 of %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Delete %n %1(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Add %1 at frame %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 %2 to frame %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigpose::studio::LandToleranceDialog</name>
    <message>
        <source>LAND Marks Errors Above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The gate refuses a run when a bone lands more than %1° (angle) or %2 units (origin) off the pose&apos;s target on any frame, so a run that passed has every error within those. The LAND lane marks the frames where the error is above the figure set here: the default, a tenth of the gate&apos;s, marks only frames that came near to failing; 0 marks every frame that is off at all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bone&apos;s direction against the pose&apos;s, in degrees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A moved bone&apos;s origin (the hip&apos;s, the nod&apos;s) against the pose&apos;s, in world units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Angle above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Origin above</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigpose::studio::LanesMenu</name>
    <message>
        <source>L&amp;anes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Combined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One lane per kind of finding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by Re&amp;gion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holds and Unheld split into arms, legs, head and trunk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by &amp;Joint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spikes, Occluded, Holds, Seams and Unheld split into one lane per joint, in body order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LAND &amp;Marks Errors Above…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How far off its target a bone must land for the LAND lane to mark the frame</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigpose::studio::LiveRun</name>
    <message>
        <source>Set Sequence</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigpose::studio::MainWindow</name>
    <message>
        <source>Reading %1…</source>
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
        <source>Full S&amp;creen</source>
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
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run canceled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tracks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No sequence open.
Choose File → Open… (%1) or drop a file here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a project, or a sequence, rig or map into the open project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Seq&amp;uence…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set R&amp;ig…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set &amp;Map…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set &amp;Frames Folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rig &amp;Over Pose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom O&amp;ut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Playback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First Frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous Frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next Frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last Frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back 10 Frames</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forward 10 Frames</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play Backward (Faster)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play Forward (Faster)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next Span in Lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous Span in Lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run &amp;Again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;rigpose-studio %1&lt;/h3&gt;&lt;p&gt;Puts human motion onto 2D bone rigs: reads pose sequences, cleans them and retargets them onto Spine rigs.&lt;/p&gt;&lt;p&gt;Open a project to scrub its sequence frame by frame beside the posed rig, and read what clean and retarget found.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language changes the next time the studio starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] — rigpose-studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Projects and inputs (*.rigpose.json *.json);;Projects (*.rigpose.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set Rig</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a project, sequence, rig or map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could Not Open Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rigs (rig.json *.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maps (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set Frames Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Project As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Projects (*.rigpose.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could Not Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project was not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has changes that are not saved. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear Recent Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retarget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Run refused: %n problem(s), see Problems</source>
        <translation>
            <numerusform>Run refused: %n problem, see Problems</numerusform>
            <numerusform>Run refused: %n problems, see Problems</numerusform>
        </translation>
    </message>
    <message>
        <source>Gate green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gate not green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cleaned; set a rig and a map to retarget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set a rig and a map to retarget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frame %1 of %2 · %3 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Empty Lanes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Ma&amp;p…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a map for the rig, from the chains auto-map proposes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Map %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New map %1: set a rig to have its chains proposed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto-Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto-map needs the project&apos;s rig: set one with File → Set Rig…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an untitled project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rigpose-studio did not close properly. Restore the unsaved changes to %1 from %2?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard throws them away; Not Now asks again at the next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restored the unsaved changes to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n recovery file(s) could not be read and were set aside (.refused): %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Stale: the last edit&apos;s run was refused (%1); showing the last good run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · showing the last good run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · updated %1 ms after the edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pose Shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cleaned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Both (raw faint)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Raw, as read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ne&amp;xt Pose Shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cleaned, then both, then raw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>O&amp;nion Skin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s) either side</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Next Lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous Lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Track Chart…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pelvis keys: click to select, drag to move (Shift: tenths of a frame), double-click or I to add at the frame, Delete to remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Pelvis Keys…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Pelvis Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pelvis keys (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Pelvis Keys…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Pelvis Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save Pelvis Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Pelvis Keys &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Pelvis Keys As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close Pelvis Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Insert Key at Frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key file not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No pelvis keys to add to: make a file with Keys → New Pelvis Keys…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (edited, not saved)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No pelvis keys. Keys → New Pelvis Keys… makes a file, Open Pelvis Keys… reads one; the track they give is written into the sequence before clean.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contact keys: L, R, B or N sets the side from the frame on (l, r, both, none), on a new key or the one there; click to select, drag to move (Shift: tenths of a frame), double-click to add, Delete to remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contact keys (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N&amp;ew Contact Keys…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Contact Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>O&amp;pen Contact Keys…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Contact Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sa&amp;ve Contact Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Contact Keys As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Contact Keys As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lose Contact Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete Contact Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No contact keys to add to: make a file with Keys → New Contact Keys…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No contact keys. Keys → New Contact Keys… makes a file, Open Contact Keys… reads one; the retarget takes the side they hold on every frame they cover over what the feet read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Floor an&amp;d Planted Foot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ca&amp;mera Frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With camera keys, where the video frame&apos;s edges lie on each frame relative to the normalised figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Camera keys: click to select, drag to move by whole frames, double-click or I to add at the frame (holding what the keys give there), Delete to remove, Left and Right to step between keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Camera keys (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Ca&amp;mera Keys…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Camera Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Camera Ke&amp;ys…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Camera Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Camera Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Camera Keys As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Camera Keys As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close Camera Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete Camera Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No camera keys to add to: make a file with Keys → New Camera Keys…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No camera keys. Keys → New Camera Keys… makes a file, Open Camera Keys… reads one; the sequence is normalised by the camera they give (p′ = (p − t) / s) before clean.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set &amp;Base Motion…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the rig&apos;s own motion from another file than the motion.json beside it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set Merge &amp;Tracks…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge timed track fragments (rig-pose-tracks/1) into the new animation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set Base Motion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Motions (*.motion.json *.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set Merge Tracks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Track fragments (*.tracks.json *.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show Dra&amp;wings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw each slot&apos;s attachment showing on the frame, placed by its bone, under the rig&apos;s skeleton</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a problem to go to the frame, the map chain or the alternate set it names</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigpose::studio::MapChainModel</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nod</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit Chain %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Chain %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Chains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Chain %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate Chain %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigpose::studio::MapEditorDock</name>
    <message>
        <source>Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No map: File → New Map… proposes one from the rig; File → Set Map… opens one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · edited, not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · new, not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Translate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Translate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No frame to take the key skeleton from: open a sequence first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The frame does not place %1: the key skeleton is left as it was</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take Key Skeleton</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map must read without problems first (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key skeleton places no segment of the set&apos;s chains yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn Angles from Key Skeleton</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reduce chain %1 within %2°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reduce chain %1 within every chain&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigpose::studio::RunLanes</name>
    <message>
        <source>Spikes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spike on %1, replaced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occluded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 occluded, filled in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 held still by clean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: seam between two holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unheld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nearly still, not held (%2 test)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 held at frame %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2 held: the line across the body %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reversed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>was short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) short in the picture, down to %3 of its length: angle interpolated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) points at the camera for %3 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) turned %3° in one frame at %4: spread over the span</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) bent the wrong way: %3°, straightened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) asked past its range by up to %3°: clamped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 line %2 for %3 s: the body or head turned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>arms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>legs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trunk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 error up to %3%4 (marked above %5%4; the gate allows %6%4)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigpose::studio::RunOptionsPanel</name>
    <message>
        <source>Inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rig</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frames</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clean (raw sequences)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold still joints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clip loops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legs window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rest window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retarget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legs Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rest Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold Still Joints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animation Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 (none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s)</source>
        <translation>
            <numerusform>%n frame</numerusform>
            <numerusform>%n frames</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hips may be inferred</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>derived for a walk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>derived for a run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--legs: the smoothing window over the hips, knees and ankles, in frames (1: none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--rest: the smoothing window over every other joint, in frames (1: none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--hold: a joint that stays still for at least half a second is held exactly still (--hold off turns it off)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--hold-speed: a joint moving less than this many trunk lengths a frame counts as still (default 0.015)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--hold-reach: a held joint stays within this many trunk lengths of where it is held (default 0.03)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--depth: derive each limb&apos;s depth from its foreshortening, for a walk or a run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--person: whom to clean when the sequence holds more than one person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold short segments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spread one-frame flips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refuse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clamp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--animation: the name of the animation written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--min-score: a joint scored under this holds its last good value (default 0.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--person: whom to retarget when the sequence holds more than one person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--short: a segment drawn shorter than this share of its median length (pointing at the camera) has its angle interpolated rather than read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--flip: a segment that turns more than this many degrees in one frame is spread over the frames around the jump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--bends: a hinge bent against its side is refused (refuse) or straightened (clamp)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold Reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hips Inferred</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clean Person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retarget Person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Short Segments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flip Guard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the only one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the first (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--loop: the clip loops, so the smoothing windows run across its seam instead of being cut at the ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--hips-inferred: the hips cannot be seen (a skirt, a cloak): they are marked inferred on every frame, and the hip tilt is not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plant feet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Floor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> leg lengths</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--plant-feet: the hip is placed so the supporting foot stays where it took support, instead of following the pose&apos;s hip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--floor: the one floor&apos;s world y (up) every support is planted on; unset, it is read from the support spans (only with Plant feet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plant Feet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--stance: both feet are planted while the free ankle is within this many leg lengths of the supporting one&apos;s height, the free leg stretched to reach it (only with Plant feet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alternate drawings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--switch-tolerance: a set shows where the pose is within this many degrees of its key skeleton, and leaves 15° past it (default 25)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--switch-min: a set that would show for less than this many seconds is held back (SWITCH-MIN; default 0.25, 0 keeps every run)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch tolerance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch minimum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch Tolerance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch Minimum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map has no alternate drawings: these are not read.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigpose::studio::Runner</name>
    <message>
        <source>Cleaning…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the rig and the map…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retargeting and gating…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preparing the views…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigpose::studio::Screenshot</name>
    <message>
        <source>Nothing was written to %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigpose::studio::SwitchLanes</name>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 shows: slots %2; hides %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; offsets %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
the pose within %1 of its key skeleton (median %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
%1 turned up to %2 from its drawing (median %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was the nearest set for %2 s, less than the switch minimum %3 s: held back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s key skeleton was within %2, but a drawn bone turned further than that from its drawing: not shown</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigpose::widgets::AutoMapDialog</name>
    <message>
        <source>Auto-Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the subject&apos;s right (r)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the subject&apos;s left (l)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A 2D rig&apos;s front and back limbs are nearer and farther from the viewer; say which side of the pose the front ones carry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Front limbs take</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept the translate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the Ticked Rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n chain(s) proposed for %1; no naming convention matched as a whole.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chain(s) proposed for %1; its names follow %2.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>translate %1 following %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No translate proposed: the figure will turn in place.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigpose::widgets::KeyLane</name>
    <message>
        <source>Key lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Key at Frame %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key %1 at frame %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigpose::widgets::KeyTableEditor</name>
    <message>
        <source>Add Key at Frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A key at the current frame, holding the value there (I in the viewport, the scrubber, the chart or the lane)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigpose::widgets::MapAlternatesForm</name>
    <message>
        <source>Each set is a few slots repainted for one key pose, switched in together while the pose is near it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate Set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Alternate Set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate Alternate Set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Alternate Set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for people: what the drawing shows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chains whose pose the drawing depicts: their segments are measured against the key skeleton</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What each slot shows while the set shows: the setup drawing (left alone), nothing, or one of the attachments the slot has under the rig&apos;s skins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key skeleton the art was painted from, in picture px (y down) at any scale: only the directions between joints count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take Key Skeleton from Current Frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn (°)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each bone&apos;s world angle as painted (degrees, counter-clockwise, y up); empty: not stated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn Angles from Key Skeleton</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The angles the bones have where they follow the key skeleton: right when the art was painted from that pose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A translate, in the parent bone&apos;s axes, held while the set shows; empty: none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key skeleton</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn angles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offsets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename Alternate Set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alternate Set Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alternate Set Chains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn Angle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not a chain of the map)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alternate Set Slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>setup drawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key Skeleton %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offset %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigpose::widgets::MapChainForm</name>
    <message>
        <source>&amp;Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Bone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Last Bone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rest (the rig&apos;s rest pose says the side)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ccw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free (any side; right for arms seen from the front)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which way the chain&apos;s inner joints may bend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aim from the posed origin at the segment&apos;s end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reach: a one-bone chain from the translated joint (a trunk from mid_hip)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read (default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off: no nod keyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nod: only on the chain carrying the eye line (r_eye, l_eye)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Bend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N&amp;od</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From joint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bone clicked in the viewport goes here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x: the bone&apos;s own axis; a bone (or bone:tip, or a+b): from the bone&apos;s origin to that point; a&gt;b: from point a to point b</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clamp this bone&apos;s key to a range of rotate-key degrees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The most this chain&apos;s bones may leave their dense world aim, on any frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reduce within</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reduce this chain&apos;s keys within a tolerance of its own (a run option, --reduce deg,chain=deg); off: within every chain&apos;s %1°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn on Reduce Keys in the run options to give this chain a tolerance of its own</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigpose::widgets::MapEditor</name>
    <message>
        <source>&amp;Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Du&amp;plicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Do&amp;wn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto-&amp;Map…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Propose chains from the rig&apos;s bone names and hierarchy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alternates</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigpose::widgets::MapTranslateForm</name>
    <message>
        <source>&amp;Translate: the bone the figure&apos;s travel moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale, pose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale, rig</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pose&apos;s length between the two pose points, against the rig&apos;s between the two rig points, scales the travel. Pick a long segment that does not foreshorten much.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigpose::widgets::RefusalModel</name>
    <message numerus="yes">
        <source>and %n more not listed</source>
        <translation>
            <numerusform>and %n more not listed</numerusform>
            <numerusform>and %n more not listed</numerusform>
        </translation>
    </message>
    <message>
        <source>Code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frame %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chain %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bone %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigpose::widgets::ReportModel</name>
    <message>
        <source>other</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n line(s))</source>
        <translation>
            <numerusform>%1 (%n line)</numerusform>
            <numerusform>%1 (%n lines)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 (%n line(s))</source>
        <translation>
            <numerusform>%1 · %2 (%n line)</numerusform>
            <numerusform>%1 · %2 (%n lines)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rigpose::widgets::Scrubber</name>
    <message>
        <source>Scrubber</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n span(s); Page Up/Down steps through them</source>
        <translation>
            <numerusform>%1: %n span; Page Up/Down steps through them</numerusform>
            <numerusform>%1: %n spans; Page Up/Down steps through them</numerusform>
        </translation>
    </message>
    <message>
        <source>frame %1 · %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frame %1 (%2 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frames %1–%2 (%3–%4 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s)</source>
        <translation>
            <numerusform>%n frame</numerusform>
            <numerusform>%n frames</numerusform>
        </translation>
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
    <name>rigpose::widgets::SkeletonView</name>
    <message>
        <source>Viewport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to show yet: open a project or a sequence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R</source>
        <comment>right side</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L</source>
        <comment>left side</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Depth: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Depth: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Depth: none in this sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>toward the camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>away from the camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>joint (size: score)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inferred or occluded (dashed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>held by clean (square)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rig, posed by our Poser</source>
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
<context>
    <name>rigpose::widgets::TrackListModel</name>
    <message>
        <source>%1 (x, y)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (rotate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joint %1: x and y in picture pixels, raw against cleaned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bone %1: its rotate keys in degrees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pelvis tilt (°)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pelvis track: its tilt before clean (dashed) and after, in Spine degrees, with the keys it was made from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>camera s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>camera tx (px)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>camera ty (px)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The camera keys: the value they give on every frame (linear between keys, held outside them), with the keys as marks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (carried idle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An idle track --carry-idle looped into the new animation: its keys, each channel a line</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigpose::widgets::TrackTimeline</name>
    <message>
        <source>Search joints and bones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rotate (°)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 raw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 cleaned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rotate keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>px</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pelvis tilt from keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pelvis tilt cleaned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pelvis keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>camera s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 [%2]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 carried</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 carried keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>idle values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reduced and dense</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reduced keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dense keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What a reduced bone&apos;s plot shows: the reduced curve against the dense keys, or one of them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rotate dense</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rotate dense keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rotate reduced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rotate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 kept frames</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigpose::widgets::TransportBar</name>
    <message>
        <source>Frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>of %n frame(s) · %1 s</source>
        <translation>
            <numerusform>of %n frame · %1 s</numerusform>
            <numerusform>of %n frames · %1 s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rigpose::widgets::KeyCountModel</name>
    <message>
        <source>%1 units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of its length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worst on frame %1: %2 within %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chain %1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, its own tolerance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held for chain %1 below it</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s) kept whatever the fit found</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Bone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dense keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Curves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worst</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Within</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At frame</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigpose::options</name>
    <message>
        <source>Leg Scale</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigpose::studio::BounceLane</name>
    <message>
        <source>%1: the pose holds still</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2× the pose&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (r %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 supports, bob on the rig: %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>neck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 above the neck</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigpose::studio::LegScaleLanes</name>
    <message>
        <source>%1 held at its %2 %3: the picture asked %4–%5 of its straight length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 supporting leg asked %2, held at %3; the hip lifted up to %4 units so the ankle stays on the floor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s art sheared past 1° (the most %2°, on frame %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; it inherits "normal" from scaled %1: "noScale" takes the shear out</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
