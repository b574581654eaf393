<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name>KeyFileText</name>
    <message>
        <source>Pelvis keys</source>
        <translation>골반 키</translation>
    </message>
    <message>
        <source>pelvis key</source>
        <translation>골반 키</translation>
    </message>
    <message>
        <source>Tilt (°)</source>
        <translation>기울기 (°)</translation>
    </message>
    <message>
        <source>The hip line&apos;s angle, r_hip to l_hip, in Spine degrees (counter-clockwise, y up): about 0 facing the camera. Linear between keys, the short way round.</source>
        <translation>r_hip에서 l_hip까지 엉덩이 선의 각도(Spine 도 단위, 반시계 방향, y 위쪽): 카메라를 마주 보면 약 0. 키 사이는 짧은 쪽으로 선형 보간됩니다.</translation>
    </message>
    <message>
        <source>Contact keys</source>
        <translation>접지 키</translation>
    </message>
    <message>
        <source>contact key</source>
        <translation>접지 키</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>발</translation>
    </message>
    <message>
        <source>Which foot is on the floor from this key to the next: l, r, both (the foot that just landed takes over) or none (flight). On the lane: L, R, B, N at the current frame.</source>
        <translation>이 키부터 다음 키까지 바닥에 닿아 있는 발: l, r, both(방금 착지한 발이 지지를 넘겨받음) 또는 none(체공). 레인에서: 현재 프레임에 L, R, B, N.</translation>
    </message>
    <message>
        <source>l (left foot)</source>
        <translation>l (왼발)</translation>
    </message>
    <message>
        <source>r (right foot)</source>
        <translation>r (오른발)</translation>
    </message>
    <message>
        <source>both (the foot that landed)</source>
        <translation>both (착지한 발)</translation>
    </message>
    <message>
        <source>none (flight)</source>
        <translation>none (체공)</translation>
    </message>
    <message>
        <source>Camera keys</source>
        <translation>카메라 키</translation>
    </message>
    <message>
        <source>camera key</source>
        <translation>카메라 키</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>배율</translation>
    </message>
    <message>
        <source>How much larger the picture is than frame 0&apos;s (above 0): a zoom in is above 1. Linear between keys, held outside them.</source>
        <translation>화면이 프레임 0보다 얼마나 큰지(0보다 큼): 확대하면 1보다 큽니다. 키 사이는 선형 보간되고, 키 바깥에서는 유지됩니다.</translation>
    </message>
    <message>
        <source>Pan x (px)</source>
        <translation>이동 x (px)</translation>
    </message>
    <message>
        <source>Where frame 0&apos;s origin is drawn on this frame, x in pixels: a point p of frame 0 lies at s·p + t.</source>
        <translation>이 프레임에서 프레임 0의 원점이 그려지는 위치의 x(픽셀): 프레임 0의 점 p는 s·p + t에 놓입니다.</translation>
    </message>
    <message>
        <source>Pan y (px)</source>
        <translation>이동 y (px)</translation>
    </message>
    <message>
        <source>Where frame 0&apos;s origin is drawn on this frame, y in pixels (down): a point p of frame 0 lies at s·p + t.</source>
        <translation>이 프레임에서 프레임 0의 원점이 그려지는 위치의 y(픽셀, 아래쪽): 프레임 0의 점 p는 s·p + t에 놓입니다.</translation>
    </message>
</context>
<context>
    <name>rigpose::studio::Autosaver</name>
    <message>
        <source>its folder cannot be made</source>
        <translation>폴더를 만들 수 없습니다</translation>
    </message>
    <message>
        <source>its lock cannot be taken</source>
        <translation>잠금을 얻을 수 없습니다</translation>
    </message>
    <message>
        <source>Unsaved changes cannot be kept for recovery in %1: %2</source>
        <translation>저장하지 않은 변경을 복구용으로 %1에 보관할 수 없습니다: %2</translation>
    </message>
</context>
<context>
    <name>rigpose::studio::CommandLine</name>
    <message>
        <source>The main window&apos;s size, e.g. 1280x800.</source>
        <translation>주 창의 크기 (예: 1280x800).</translation>
    </message>
    <message>
        <source>The interface language (en, ko); overrides the settings.</source>
        <translation>인터페이스 언어 (en, ko). 설정보다 우선합니다.</translation>
    </message>
    <message>
        <source>--size takes WIDTHxHEIGHT in pixels, e.g. 1280x800; got &quot;%1&quot;.</source>
        <translation>--size에는 픽셀 단위의 너비x높이를 주세요 (예: 1280x800). 받은 값: &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>The rigpose workstation: open a project or a pose sequence, scrub it and inspect its cleaning and its retarget.</source>
        <translation>rigpose 작업 도구: 프로젝트나 포즈 시퀀스를 열어 프레임을 넘겨 보고, 정리와 리타깃 결과를 살펴봅니다.</translation>
    </message>
    <message>
        <source>A project (*.rigpose.json) or a pose sequence to open.</source>
        <translation>열 프로젝트(*.rigpose.json) 또는 포즈 시퀀스.</translation>
    </message>
    <message>
        <source>Render the main window to a PNG once loaded and run, then quit.</source>
        <translation>읽기와 실행이 끝나면 주 창을 PNG로 저장하고 종료합니다.</translation>
    </message>
    <message>
        <source>The frame to show (first is 0).</source>
        <translation>보여 줄 프레임(첫 프레임은 0).</translation>
    </message>
    <message>
        <source>Give at most one project or sequence to open.</source>
        <translation>열 프로젝트나 시퀀스는 하나만 지정하세요.</translation>
    </message>
    <message>
        <source>--frame takes a frame number (0 or more); got &quot;%1&quot;.</source>
        <translation>--frame에는 0 이상의 프레임 번호를 주어야 합니다. 받은 값: &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Write OUT as rig-pose writes it for PROJECT (motion, report, build or cleaned), print what rig-pose prints and quit, with rig-pose&apos;s exit code. Needs no display.</source>
        <translation>PROJECT에 대해 rig-pose가 쓰는 그대로 OUT을 씁니다(motion, report, build 또는 cleaned). rig-pose가 출력하는 내용을 출력하고 rig-pose의 종료 코드로 끝납니다. 디스플레이가 필요 없습니다.</translation>
    </message>
    <message>
        <source>--export takes motion, report, build or cleaned; got &quot;%1&quot;.</source>
        <translation>--export에는 motion, report, build 또는 cleaned를 지정합니다. 받은 값: &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>--export %1 takes the file to write and the project: --export %1 OUT PROJECT.</source>
        <translation>--export %1에는 쓸 파일과 프로젝트가 필요합니다: --export %1 OUT PROJECT.</translation>
    </message>
    <message>
        <source>The tracks to plot once run, by name, comma-separated (r_wrist,pelvisTilt).</source>
        <translation>실행 후 그릴 트랙, 이름을 쉼표로 구분 (r_wrist,pelvisTilt).</translation>
    </message>
    <message>
        <source>The dock to bring to the front once run: options, map, alternates (the map&apos;s Alternates tab), sequence, keys, report or problems.</source>
        <translation>실행 후 앞으로 가져올 도크: options, map, alternates(맵의 대체 그림 탭), sequence, keys, report 또는 problems.</translation>
    </message>
</context>
<context>
    <name>rigpose::studio::Document</name>
    <message>
        <source>Untitled</source>
        <translation>제목 없음</translation>
    </message>
    <message>
        <source>Save %1 As</source>
        <translation>%1 다른 이름으로 저장</translation>
    </message>
</context>
<context>
    <name>rigpose::studio::ExportActions</name>
    <message>
        <source>&amp;Motion…</source>
        <translation>모션(&amp;M)…</translation>
    </message>
    <message>
        <source>The motion rig-pose retarget writes at --out</source>
        <translation>rig-pose retarget이 --out에 쓰는 모션</translation>
    </message>
    <message>
        <source>&amp;Report…</source>
        <translation>보고서(&amp;R)…</translation>
    </message>
    <message>
        <source>The report rig-pose retarget writes at --report</source>
        <translation>rig-pose retarget이 --report에 쓰는 보고서</translation>
    </message>
    <message>
        <source>Spine &amp;Build…</source>
        <translation>Spine 빌드(&amp;B)…</translation>
    </message>
    <message>
        <source>The folder rig-pose retarget --build writes: skeleton.json, skeleton.atlas, retarget.json</source>
        <translation>rig-pose retarget --build가 쓰는 폴더: skeleton.json, skeleton.atlas, retarget.json</translation>
    </message>
    <message>
        <source>&amp;Cleaned Sequence…</source>
        <translation>정리된 시퀀스(&amp;C)…</translation>
    </message>
    <message>
        <source>The sequence rig-pose clean writes</source>
        <translation>rig-pose clean이 쓰는 시퀀스</translation>
    </message>
    <message>
        <source>M&amp;ap…</source>
        <translation>맵(&amp;A)…</translation>
    </message>
    <message>
        <source>The map as the studio holds it, edits included</source>
        <translation>스튜디오가 가진 그대로의 맵(편집 포함)</translation>
    </message>
    <message>
        <source>The track chart as a PNG or SVG picture, or its plotted points as CSV</source>
        <translation>트랙 차트를 PNG 또는 SVG 그림으로, 또는 그려진 점을 CSV로</translation>
    </message>
    <message>
        <source>Export Motion</source>
        <translation>모션 내보내기</translation>
    </message>
    <message>
        <source>Motions (*.json)</source>
        <translation>모션 (*.json)</translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation>보고서 내보내기</translation>
    </message>
    <message>
        <source>Reports (*.json)</source>
        <translation>보고서 (*.json)</translation>
    </message>
    <message>
        <source>Export Spine Build</source>
        <translation>Spine 빌드 내보내기</translation>
    </message>
    <message>
        <source>Folders (*)</source>
        <translation>폴더 (*)</translation>
    </message>
    <message>
        <source>Export Cleaned Sequence</source>
        <translation>정리된 시퀀스 내보내기</translation>
    </message>
    <message>
        <source>Pose sequences (*.json)</source>
        <translation>포즈 시퀀스 (*.json)</translation>
    </message>
    <message>
        <source>Exporting %1…</source>
        <translation>%1 내보내는 중…</translation>
    </message>
    <message>
        <source>Export Map</source>
        <translation>맵 내보내기</translation>
    </message>
    <message>
        <source>Maps (*.json)</source>
        <translation>맵 (*.json)</translation>
    </message>
    <message>
        <source>there is no readable map to export; set one (File → Set Map…) or make one (File → New Map…)</source>
        <translation>내보낼 수 있는 읽을 수 있는 맵이 없습니다. 맵을 지정하거나(파일 → 맵 설정…) 새로 만드십시오(파일 → 새 맵…)</translation>
    </message>
    <message>
        <source>Export Track Chart</source>
        <translation>트랙 차트 내보내기</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;Plotted points (*.csv)</source>
        <translation>PNG 이미지 (*.png);;SVG 도면 (*.svg);;그려진 점 (*.csv)</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 내보냄</translation>
    </message>
    <message>
        <source>Nothing was exported: %1: %2%3</source>
        <translation>아무것도 내보내지 않았습니다: %1: %2%3</translation>
    </message>
    <message numerus="yes">
        <source> (and %n more)</source>
        <translation>
            <numerusform> (외 %n개)</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Key Files…</source>
        <translation>키 파일(&amp;K)…</translation>
    </message>
    <message>
        <source>The key files as the studio holds them, edits included</source>
        <translation>스튜디오가 가진 그대로의 키 파일 (편집 내용 포함)</translation>
    </message>
    <message>
        <source>Export Key Files</source>
        <translation>키 파일 내보내기</translation>
    </message>
    <message>
        <source>Key files (*.json)</source>
        <translation>키 파일 (*.json)</translation>
    </message>
    <message>
        <source>the project names no key file to export; make one (Keys → New Pelvis Keys…) or open one</source>
        <translation>프로젝트에 내보낼 키 파일이 없습니다. 하나를 만들거나(키 → 새 골반 키…) 여세요</translation>
    </message>
    <message>
        <source>&amp;Figure Scale…</source>
        <translation>인물 배율(&amp;F)…</translation>
    </message>
    <message>
        <source>Leg Scale&apos;s figure-scale track as a camera file, as rig-pose retarget --camera writes it</source>
        <translation>다리 배율의 인물 배율 트랙을 카메라 파일로 (rig-pose retarget --camera와 같게)</translation>
    </message>
    <message>
        <source>Export Figure Scale</source>
        <translation>인물 배율 내보내기</translation>
    </message>
    <message>
        <source>Camera keys (*.json)</source>
        <translation>카메라 키 (*.json)</translation>
    </message>
</context>
<context>
    <name>rigpose::studio::FeetLanes</name>
    <message>
        <source>frame %1</source>
        <translation>프레임 %1</translation>
    </message>
    <message>
        <source>frames %1–%2</source>
        <translation>프레임 %1–%2</translation>
    </message>
    <message>
        <source>%1 supports</source>
        <translation>%1 지지</translation>
    </message>
    <message>
        <source>; tracked since %1: followed on the floor along its own track, not planted</source>
        <translation>; 추적됨, %1: 자기 궤적을 따라 바닥 위에서 따라감, 고정하지 않음</translation>
    </message>
    <message>
        <source>it turns on its ball</source>
        <translation>발볼로 돌기 때문</translation>
    </message>
    <message>
        <source>it rolls off slower than the other swings in</source>
        <translation>다른 발이 들어오는 것보다 느리게 굴러 떨어지기 때문</translation>
    </message>
    <message>
        <source>the only foot free to take support was the higher one</source>
        <translation>지지할 수 있는 발이 더 높은 발뿐이었기 때문</translation>
    </message>
    <message>
        <source>; moved onto the floor by %1 units (%2 leg lengths)</source>
        <translation>; 바닥으로 %1 단위 이동(다리 길이 %2)</translation>
    </message>
    <message>
        <source>; hip blend on %1, k %2–%3</source>
        <translation>; %1에서 엉덩이 블렌드, k %2–%3</translation>
    </message>
    <message>
        <source>Supports</source>
        <translation>지지</translation>
    </message>
    <message>
        <source>Jumps</source>
        <translation>점프</translation>
    </message>
    <message>
        <source>jump: no foot supports</source>
        <translation>점프: 지지하는 발 없음</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>걸음</translation>
    </message>
    <message>
        <source>%1 steps</source>
        <translation>%1 걸음</translation>
    </message>
    <message>
        <source>; no foot took support</source>
        <translation>; 지지를 넘겨받은 발 없음</translation>
    </message>
    <message>
        <source>; %1 took support</source>
        <translation>; %1이(가) 지지를 넘겨받음</translation>
    </message>
    <message>
        <source>; could support again from frame %1</source>
        <translation>; 프레임 %1부터 다시 지지 가능</translation>
    </message>
    <message>
        <source>both planted: the free %1 ankle within %2 leg lengths; stretched up to k %3</source>
        <translation>양발 고정: 자유 발목 %1이(가) 다리 길이 %2 이내; 최대 k %3까지 늘림</translation>
    </message>
    <message>
        <source>%1 below: down to %2 leg lengths under the supporting ankle; the pose&apos;s height kept</source>
        <translation>%1 아래: 지지 발목보다 다리 길이 %2까지 아래; 포즈의 높이 유지</translation>
    </message>
    <message>
        <source>%1 lifted: up to %2 leg lengths from the supporting ankle</source>
        <translation>%1 들림: 지지 발목에서 다리 길이 %2까지</translation>
    </message>
    <message>
        <source> (absorbed)</source>
        <translation> (흡수됨)</translation>
    </message>
    <message>
        <source>Stance</source>
        <translation>스탠스</translation>
    </message>
    <message>
        <source>%1: %2&apos;s stretch past its bound: needed k %3, held at %4; the foot left %5 units from the floor</source>
        <translation>%1: %2의 늘림이 한계를 넘음: 필요한 k %3, %4에서 멈춤; 발이 바닥에서 %5 단위 떨어짐</translation>
    </message>
    <message>
        <source>stance</source>
        <translation>스탠스</translation>
    </message>
    <message>
        <source>stance: %1 past the tolerance below the supporting ankle, by up to %2 leg lengths</source>
        <translation>스탠스: %1이(가) 허용치를 넘어 지지 발목 아래에 있음, 최대 다리 길이 %2</translation>
    </message>
    <message>
        <source>hip blend</source>
        <translation>엉덩이 블렌드</translation>
    </message>
    <message>
        <source>lowered: read %1 supporting; now no foot does (%2)</source>
        <translation>낮춤: %1이(가) 지지한다고 읽었으나 이제 지지하는 발 없음(%2)</translation>
    </message>
</context>
<context>
    <name>rigpose::studio::IdleOptionsBox</name>
    <message>
        <source>The rig&apos;s own motion</source>
        <translation>리그 자체 모션</translation>
    </message>
    <message>
        <source>--idle: the rig&apos;s animation read as its idle (empty: the one named idle). Its tracks are listed as dropped or kept out in the report</source>
        <translation>--idle: 리그의 아이들로 읽을 애니메이션(비우면 idle이라는 이름의 애니메이션). 그 트랙은 보고서에 버려짐 또는 제외됨으로 나열됩니다</translation>
    </message>
    <message>
        <source>Carry the idle</source>
        <translation>아이들 이어 넣기</translation>
    </message>
    <message>
        <source>--carry-idle: every idle track the retarget would drop is looped into the new animation, key by key</source>
        <translation>--carry-idle: 리타깃이 버릴 아이들 트랙을 모두 키 단위로 반복해 새 애니메이션에 넣습니다</translation>
    </message>
    <message>
        <source>Idle animation</source>
        <translation>아이들 애니메이션</translation>
    </message>
    <message>
        <source>--base-motion: the rig&apos;s own motion (rigc-motion/1) read from this file instead of the motion.json beside the rig</source>
        <translation>--base-motion: 리그 옆의 motion.json 대신 이 파일에서 리그 자체 모션(rigc-motion/1)을 읽습니다</translation>
    </message>
    <message>
        <source>--merge: timed track fragments (rig-pose-tracks/1), a blink say, added to the new animation; a fragment never replaces a track</source>
        <translation>--merge: 시간이 정해진 트랙 조각(rig-pose-tracks/1, 예: 눈 깜박임)을 새 애니메이션에 더합니다. 조각이 트랙을 대신하지는 않습니다</translation>
    </message>
    <message>
        <source>Base motion</source>
        <translation>기본 모션</translation>
    </message>
    <message>
        <source>Merge tracks</source>
        <translation>병합 트랙</translation>
    </message>
    <message>
        <source>Idle Animation</source>
        <translation>아이들 애니메이션</translation>
    </message>
    <message>
        <source>Carry Idle</source>
        <translation>아이들 이어 넣기</translation>
    </message>
    <message>
        <source>Clear Base Motion</source>
        <translation>기본 모션 지우기</translation>
    </message>
    <message>
        <source>Clear Merge Tracks</source>
        <translation>병합 트랙 지우기</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>선택…</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>지우기</translation>
    </message>
    <message>
        <source>beside the rig</source>
        <translation>리그 옆의 파일</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
</context>
<context>
    <name>rigpose::studio::KeyTableModel</name>
    <message>
        <source>The frame the key sits on (it may lie between frames)</source>
        <translation>키가 놓인 프레임 (프레임 사이일 수도 있음)</translation>
    </message>
    <message>
        <source>Frame</source>
        <translation>프레임</translation>
    </message>
    <message>
        <source>Set %1 of %2 %3</source>
        <translation>%2 %3의 %1 설정</translation>
    </message>
    <message>
        <source>Delete %1 %2</source>
        <translation>%1 %2 삭제</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n %1(s)</source>
        <translation>
            <numerusform>%1 %n개 삭제</numerusform>
        </translation>
    </message>
    <message>
        <source>Add %1 at frame %2</source>
        <translation>프레임 %2에 %1 추가</translation>
    </message>
    <message>
        <source>Move %1 %2 to frame %3</source>
        <translation>%1 %2을(를) 프레임 %3(으)로 이동</translation>
    </message>
</context>
<context>
    <name>rigpose::studio::LandToleranceDialog</name>
    <message>
        <source>LAND Marks Errors Above</source>
        <translation>LAND 표시 오차 기준</translation>
    </message>
    <message>
        <source>The gate refuses a run when a bone lands more than %1° (angle) or %2 units (origin) off the pose&apos;s target on any frame, so a run that passed has every error within those. The LAND lane marks the frames where the error is above the figure set here: the default, a tenth of the gate&apos;s, marks only frames that came near to failing; 0 marks every frame that is off at all.</source>
        <translation>게이트는 어느 프레임에서든 본이 포즈의 목표에서 %1°(각도) 또는 %2 단위(원점)보다 더 벗어나면 실행을 거부하므로, 통과한 실행의 오차는 모두 그 안에 있습니다. LAND 레인은 오차가 여기에 정한 값보다 큰 프레임을 표시합니다. 기본값은 게이트 허용치의 10분의 1로, 실패에 가까웠던 프레임만 표시하고, 0은 조금이라도 벗어난 프레임을 모두 표시합니다.</translation>
    </message>
    <message>
        <source>A bone&apos;s direction against the pose&apos;s, in degrees</source>
        <translation>포즈의 방향에 대한 본의 방향 차이(도)</translation>
    </message>
    <message>
        <source> units</source>
        <translation> 단위</translation>
    </message>
    <message>
        <source>A moved bone&apos;s origin (the hip&apos;s, the nod&apos;s) against the pose&apos;s, in world units</source>
        <translation>포즈의 원점에 대한 움직인 본(엉덩이, 끄덕임)의 원점 차이(월드 단위)</translation>
    </message>
    <message>
        <source>Angle above</source>
        <translation>각도 기준</translation>
    </message>
    <message>
        <source>Origin above</source>
        <translation>원점 기준</translation>
    </message>
</context>
<context>
    <name>rigpose::studio::LanesMenu</name>
    <message>
        <source>L&amp;anes</source>
        <translation>레인(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Combined</source>
        <translation>합쳐서(&amp;C)</translation>
    </message>
    <message>
        <source>One lane per kind of finding</source>
        <translation>발견 종류마다 레인 하나</translation>
    </message>
    <message>
        <source>by Re&amp;gion</source>
        <translation>부위별(&amp;G)</translation>
    </message>
    <message>
        <source>Holds and Unheld split into arms, legs, head and trunk</source>
        <translation>고정과 고정 안 함을 팔, 다리, 머리, 몸통으로 나눔</translation>
    </message>
    <message>
        <source>by &amp;Joint</source>
        <translation>관절별(&amp;J)</translation>
    </message>
    <message>
        <source>Spikes, Occluded, Holds, Seams and Unheld split into one lane per joint, in body order</source>
        <translation>튐, 가려짐, 고정, 이음매, 고정 안 함을 관절마다 레인 하나로, 몸 순서대로 나눔</translation>
    </message>
    <message>
        <source>LAND &amp;Marks Errors Above…</source>
        <translation>LAND 표시 오차 기준(&amp;M)…</translation>
    </message>
    <message>
        <source>How far off its target a bone must land for the LAND lane to mark the frame</source>
        <translation>LAND 레인이 프레임을 표시하려면 본이 목표에서 얼마나 벗어나야 하는지</translation>
    </message>
</context>
<context>
    <name>rigpose::studio::LiveRun</name>
    <message>
        <source>Set Sequence</source>
        <translation>시퀀스 지정</translation>
    </message>
</context>
<context>
    <name>rigpose::studio::MainWindow</name>
    <message>
        <source>Reading %1…</source>
        <translation>%1 읽는 중…</translation>
    </message>
    <message>
        <source>Open a pose sequence (rig-pose-sequence/1 or rig-c-pose-frames/0)</source>
        <translation>포즈 시퀀스 열기 (rig-pose-sequence/1 또는 rig-c-pose-frames/0)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>종료(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>실행 취소(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>다시 실행(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Status Bar</source>
        <translation>상태 표시줄(&amp;S)</translation>
    </message>
    <message>
        <source>Full S&amp;creen</source>
        <translation>전체 화면(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;About rigpose-studio</source>
        <translation>rigpose-studio 정보(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Qt 정보(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>편집(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <source>Open Sequence</source>
        <translation>시퀀스 열기</translation>
    </message>
    <message>
        <source>Pose sequences (*.pose.json *.json);;All files (*)</source>
        <translation>포즈 시퀀스 (*.pose.json *.json);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Could not open %1</source>
        <translation>%1을(를) 열 수 없습니다</translation>
    </message>
    <message>
        <source>Could Not Open Sequence</source>
        <translation>시퀀스를 열 수 없음</translation>
    </message>
    <message numerus="yes">
        <source>%1 was refused (%Ln problem(s)); nothing was opened.</source>
        <translation>
            <numerusform>%1이(가) 거부되었습니다 (문제 %Ln개). 아무것도 열지 않았습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>About rigpose-studio</source>
        <translation>rigpose-studio 정보</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>Run canceled</source>
        <translation>실행 취소됨</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>일시 정지</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>재생</translation>
    </message>
    <message>
        <source>Loop</source>
        <translation>반복</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>타임라인</translation>
    </message>
    <message>
        <source>Tracks</source>
        <translation>트랙</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>보고서</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>문제</translation>
    </message>
    <message>
        <source>Run Options</source>
        <translation>실행 옵션</translation>
    </message>
    <message>
        <source>No sequence open.
Choose File → Open… (%1) or drop a file here.</source>
        <translation>열린 시퀀스가 없습니다.
파일 → 열기…(%1)를 고르거나 여기에 파일을 끌어 놓으세요.</translation>
    </message>
    <message>
        <source>Sequence</source>
        <translation>시퀀스</translation>
    </message>
    <message>
        <source>&amp;New Project</source>
        <translation>새 프로젝트(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>열기(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a project, or a sequence, rig or map into the open project</source>
        <translation>프로젝트를 열거나, 시퀀스·리그·맵을 열린 프로젝트에 넣습니다</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>최근 파일(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>저장(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>다른 이름으로 저장(&amp;A)…</translation>
    </message>
    <message>
        <source>Open Seq&amp;uence…</source>
        <translation>시퀀스 열기(&amp;U)…</translation>
    </message>
    <message>
        <source>Set R&amp;ig…</source>
        <translation>리그 지정(&amp;I)…</translation>
    </message>
    <message>
        <source>Set &amp;Map…</source>
        <translation>맵 지정(&amp;M)…</translation>
    </message>
    <message>
        <source>Set &amp;Frames Folder…</source>
        <translation>프레임 폴더 지정(&amp;F)…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>환경 설정(&amp;P)…</translation>
    </message>
    <message>
        <source>Rig &amp;Over Pose</source>
        <translation>리그를 포즈 위에(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>창에 맞추기(&amp;F)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>확대(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom O&amp;ut</source>
        <translation>축소(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Legend</source>
        <translation>범례(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Playback</source>
        <translation>재생(&amp;P)</translation>
    </message>
    <message>
        <source>First Frame</source>
        <translation>첫 프레임</translation>
    </message>
    <message>
        <source>Previous Frame</source>
        <translation>이전 프레임</translation>
    </message>
    <message>
        <source>Next Frame</source>
        <translation>다음 프레임</translation>
    </message>
    <message>
        <source>Last Frame</source>
        <translation>마지막 프레임</translation>
    </message>
    <message>
        <source>Back 10 Frames</source>
        <translation>10프레임 뒤로</translation>
    </message>
    <message>
        <source>Forward 10 Frames</source>
        <translation>10프레임 앞으로</translation>
    </message>
    <message>
        <source>Play Backward (Faster)</source>
        <translation>거꾸로 재생(더 빠르게)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>멈춤</translation>
    </message>
    <message>
        <source>Play Forward (Faster)</source>
        <translation>앞으로 재생(더 빠르게)</translation>
    </message>
    <message>
        <source>Next Span in Lane</source>
        <translation>레인의 다음 구간</translation>
    </message>
    <message>
        <source>Previous Span in Lane</source>
        <translation>레인의 이전 구간</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>실행(&amp;R)</translation>
    </message>
    <message>
        <source>Run &amp;Again</source>
        <translation>다시 실행(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Cancel Run</source>
        <translation>실행 취소(&amp;C)</translation>
    </message>
    <message>
        <source>&lt;h3&gt;rigpose-studio %1&lt;/h3&gt;&lt;p&gt;Puts human motion onto 2D bone rigs: reads pose sequences, cleans them and retargets them onto Spine rigs.&lt;/p&gt;&lt;p&gt;Open a project to scrub its sequence frame by frame beside the posed rig, and read what clean and retarget found.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;rigpose-studio %1&lt;/h3&gt;&lt;p&gt;사람의 움직임을 2D 본 리그에 옮깁니다. 포즈 시퀀스를 읽고 정리한 뒤 Spine 리그에 리타깃합니다.&lt;/p&gt;&lt;p&gt;프로젝트를 열면 포즈를 취한 리그 옆에서 시퀀스를 프레임 단위로 넘겨 보고, 정리와 리타깃이 찾은 내용을 읽을 수 있습니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>환경 설정</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>시스템 언어</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>언어</translation>
    </message>
    <message>
        <source>The language changes the next time the studio starts.</source>
        <translation>언어는 스튜디오를 다음에 시작할 때 바뀝니다.</translation>
    </message>
    <message>
        <source>%1[*] — rigpose-studio</source>
        <translation>%1[*] — rigpose-studio</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>열기</translation>
    </message>
    <message>
        <source>Projects and inputs (*.rigpose.json *.json);;Projects (*.rigpose.json);;All files (*)</source>
        <translation>프로젝트와 입력 파일 (*.rigpose.json *.json);;프로젝트 (*.rigpose.json);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Set Rig</source>
        <translation>리그 지정</translation>
    </message>
    <message>
        <source>Set Map</source>
        <translation>맵 지정</translation>
    </message>
    <message>
        <source>%1 is not a project, sequence, rig or map</source>
        <translation>%1은(는) 프로젝트, 시퀀스, 리그, 맵 중 어느 것도 아닙니다</translation>
    </message>
    <message>
        <source>Could Not Open Project</source>
        <translation>프로젝트를 열 수 없음</translation>
    </message>
    <message>
        <source>Rigs (rig.json *.json);;All files (*)</source>
        <translation>리그 (rig.json *.json);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Maps (*.json);;All files (*)</source>
        <translation>맵 (*.json);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Set Frames Folder</source>
        <translation>프레임 폴더 지정</translation>
    </message>
    <message>
        <source>Save Project As</source>
        <translation>프로젝트를 다른 이름으로 저장</translation>
    </message>
    <message>
        <source>Projects (*.rigpose.json)</source>
        <translation>프로젝트 (*.rigpose.json)</translation>
    </message>
    <message>
        <source>Could Not Save</source>
        <translation>저장할 수 없음</translation>
    </message>
    <message>
        <source>The project was not saved.</source>
        <translation>프로젝트를 저장하지 못했습니다.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 저장함</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>저장하지 않은 변경</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved. Save them?</source>
        <translation>%1에 저장하지 않은 변경이 있습니다. 저장할까요?</translation>
    </message>
    <message>
        <source>Clear Recent Files</source>
        <translation>최근 파일 목록 지우기</translation>
    </message>
    <message>
        <source>clean</source>
        <translation>정리</translation>
    </message>
    <message>
        <source>retarget</source>
        <translation>리타깃</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>실행 중…</translation>
    </message>
    <message numerus="yes">
        <source>Run refused: %n problem(s), see Problems</source>
        <translation>
            <numerusform>실행 거부: 문제 %n개, 문제 패널을 보세요</numerusform>
        </translation>
    </message>
    <message>
        <source>Gate green</source>
        <translation>게이트 통과</translation>
    </message>
    <message>
        <source>Gate not green</source>
        <translation>게이트 통과 못 함</translation>
    </message>
    <message>
        <source>Cleaned; set a rig and a map to retarget</source>
        <translation>정리됨. 리타깃하려면 리그와 맵을 지정하세요</translation>
    </message>
    <message>
        <source>Set a rig and a map to retarget</source>
        <translation>리타깃하려면 리그와 맵을 지정하세요</translation>
    </message>
    <message>
        <source>frame %1 of %2 · %3 s</source>
        <translation>프레임 %1 / %2 · %3초</translation>
    </message>
    <message>
        <source>Show &amp;Empty Lanes</source>
        <translation>빈 레인 표시(&amp;E)</translation>
    </message>
    <message>
        <source>New Ma&amp;p…</source>
        <translation>새 맵(&amp;P)…</translation>
    </message>
    <message>
        <source>Start a map for the rig, from the chains auto-map proposes</source>
        <translation>자동 매핑이 제안하는 체인으로 리그의 새 맵을 시작합니다</translation>
    </message>
    <message>
        <source>New Map</source>
        <translation>새 맵</translation>
    </message>
    <message>
        <source>New Map %1</source>
        <translation>새 맵 %1</translation>
    </message>
    <message>
        <source>New map %1: set a rig to have its chains proposed</source>
        <translation>새 맵 %1: 체인을 제안받으려면 리그를 지정하세요</translation>
    </message>
    <message>
        <source>Auto-Map</source>
        <translation>자동 매핑</translation>
    </message>
    <message>
        <source>Auto-map needs the project&apos;s rig: set one with File → Set Rig…</source>
        <translation>자동 매핑에는 프로젝트의 리그가 필요합니다: 파일 → 리그 지정…으로 지정하세요</translation>
    </message>
    <message>
        <source>an untitled project</source>
        <translation>제목 없는 프로젝트</translation>
    </message>
    <message>
        <source>Recover Unsaved Changes</source>
        <translation>저장하지 않은 변경 복구</translation>
    </message>
    <message>
        <source>rigpose-studio did not close properly. Restore the unsaved changes to %1 from %2?</source>
        <translation>rigpose-studio가 제대로 닫히지 않았습니다. %2에 남긴 %1의 저장하지 않은 변경을 복원할까요?</translation>
    </message>
    <message>
        <source>Discard throws them away; Not Now asks again at the next start.</source>
        <translation>버리기를 누르면 지워지고, 나중에를 누르면 다음 시작 때 다시 묻습니다.</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>복원</translation>
    </message>
    <message>
        <source>Not Now</source>
        <translation>나중에</translation>
    </message>
    <message>
        <source>Restored the unsaved changes to %1</source>
        <translation>%1의 저장하지 않은 변경을 복원했습니다</translation>
    </message>
    <message numerus="yes">
        <source>%n recovery file(s) could not be read and were set aside (.refused): %1</source>
        <translation>
            <numerusform>복구 파일 %n개를 읽을 수 없어 따로 두었습니다(.refused): %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Stale: the last edit&apos;s run was refused (%1); showing the last good run</source>
        <translation>지난 결과: 마지막 편집의 실행이 거부되었습니다(%1). 마지막으로 통과한 실행을 보여 줍니다</translation>
    </message>
    <message>
        <source> · showing the last good run</source>
        <translation> · 마지막으로 통과한 실행을 보여 줌</translation>
    </message>
    <message>
        <source> · updated %1 ms after the edit</source>
        <translation> · 편집 후 %1 ms 만에 갱신</translation>
    </message>
    <message>
        <source>&amp;Pose Shown</source>
        <translation>보이는 포즈(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Cleaned</source>
        <translation>정리된 포즈(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Both (raw faint)</source>
        <translation>둘 다(원본은 흐리게)(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Raw, as read</source>
        <translation>원본, 읽은 그대로(&amp;R)</translation>
    </message>
    <message>
        <source>Ne&amp;xt Pose Shown</source>
        <translation>다음 포즈 보기(&amp;X)</translation>
    </message>
    <message>
        <source>Cleaned, then both, then raw</source>
        <translation>정리된 포즈, 둘 다, 원본 순서로</translation>
    </message>
    <message>
        <source>O&amp;nion Skin</source>
        <translation>어니언 스킨(&amp;N)</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>끔</translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s) either side</source>
        <translation>
            <numerusform>양쪽으로 %n프레임</numerusform>
        </translation>
    </message>
    <message>
        <source>Next Lane</source>
        <translation>다음 레인</translation>
    </message>
    <message>
        <source>Previous Lane</source>
        <translation>이전 레인</translation>
    </message>
    <message>
        <source>&amp;Track Chart…</source>
        <translation>트랙 차트(&amp;T)…</translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation>내보내기(&amp;X)</translation>
    </message>
    <message>
        <source>Pelvis keys: click to select, drag to move (Shift: tenths of a frame), double-click or I to add at the frame, Delete to remove</source>
        <translation>골반 키: 클릭하여 선택, 끌어서 이동(Shift: 0.1 프레임 단위), 더블클릭 또는 I로 해당 프레임에 추가, Delete로 삭제</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>키</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>키(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;New Pelvis Keys…</source>
        <translation>새 골반 키(&amp;N)…</translation>
    </message>
    <message>
        <source>New Pelvis Keys</source>
        <translation>새 골반 키</translation>
    </message>
    <message>
        <source>Pelvis keys (*.json);;All files (*)</source>
        <translation>골반 키 (*.json);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>&amp;Open Pelvis Keys…</source>
        <translation>골반 키 열기(&amp;O)…</translation>
    </message>
    <message>
        <source>Open Pelvis Keys</source>
        <translation>골반 키 열기</translation>
    </message>
    <message>
        <source>&amp;Save Pelvis Keys</source>
        <translation>골반 키 저장(&amp;S)</translation>
    </message>
    <message>
        <source>Save Pelvis Keys &amp;As…</source>
        <translation>골반 키 다른 이름으로 저장(&amp;A)…</translation>
    </message>
    <message>
        <source>Save Pelvis Keys As</source>
        <translation>골반 키 다른 이름으로 저장</translation>
    </message>
    <message>
        <source>&amp;Close Pelvis Keys</source>
        <translation>골반 키 닫기(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Insert Key at Frame</source>
        <translation>현재 프레임에 키 삽입(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Delete Key</source>
        <translation>키 삭제(&amp;D)</translation>
    </message>
    <message>
        <source>New %1 %2</source>
        <translation>새 %1 %2</translation>
    </message>
    <message>
        <source>Open %1 %2</source>
        <translation>%1 %2 열기</translation>
    </message>
    <message>
        <source>Key file not saved</source>
        <translation>키 파일을 저장하지 못했습니다</translation>
    </message>
    <message>
        <source>Close %1</source>
        <translation>%1 닫기</translation>
    </message>
    <message>
        <source>No pelvis keys to add to: make a file with Keys → New Pelvis Keys…</source>
        <translation>추가할 골반 키 파일이 없습니다: 키 → 새 골반 키…로 파일을 만드세요</translation>
    </message>
    <message>
        <source>%1: %2%3</source>
        <translation>%1: %2%3</translation>
    </message>
    <message>
        <source> (edited, not saved)</source>
        <translation> (편집됨, 저장 안 됨)</translation>
    </message>
    <message>
        <source>No pelvis keys. Keys → New Pelvis Keys… makes a file, Open Pelvis Keys… reads one; the track they give is written into the sequence before clean.</source>
        <translation>골반 키가 없습니다. 키 → 새 골반 키…로 파일을 만들거나 골반 키 열기…로 읽으세요. 키가 주는 트랙은 clean 전에 시퀀스에 기록됩니다.</translation>
    </message>
    <message>
        <source>Contact keys: L, R, B or N sets the side from the frame on (l, r, both, none), on a new key or the one there; click to select, drag to move (Shift: tenths of a frame), double-click to add, Delete to remove</source>
        <translation>접지 키: L, R, B 또는 N으로 그 프레임부터의 발을 정합니다(l, r, both, none). 새 키를 만들거나 그 프레임의 키를 바꿉니다. 클릭하여 선택, 끌어서 이동(Shift: 0.1 프레임 단위), 더블클릭으로 추가, Delete로 삭제</translation>
    </message>
    <message>
        <source>Contact keys (*.json);;All files (*)</source>
        <translation>접지 키 (*.json);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>N&amp;ew Contact Keys…</source>
        <translation>새 접지 키(&amp;E)…</translation>
    </message>
    <message>
        <source>New Contact Keys</source>
        <translation>새 접지 키</translation>
    </message>
    <message>
        <source>O&amp;pen Contact Keys…</source>
        <translation>접지 키 열기(&amp;P)…</translation>
    </message>
    <message>
        <source>Open Contact Keys</source>
        <translation>접지 키 열기</translation>
    </message>
    <message>
        <source>Sa&amp;ve Contact Keys</source>
        <translation>접지 키 저장(&amp;V)</translation>
    </message>
    <message>
        <source>Save Contact Keys As…</source>
        <translation>접지 키 다른 이름으로 저장…</translation>
    </message>
    <message>
        <source>Save Contact Keys As</source>
        <translation>접지 키 다른 이름으로 저장</translation>
    </message>
    <message>
        <source>C&amp;lose Contact Keys</source>
        <translation>접지 키 닫기(&amp;L)</translation>
    </message>
    <message>
        <source>Delete Contact Key</source>
        <translation>접지 키 삭제</translation>
    </message>
    <message>
        <source>No contact keys to add to: make a file with Keys → New Contact Keys…</source>
        <translation>추가할 접지 키 파일이 없습니다: 키 → 새 접지 키…로 파일을 만드세요</translation>
    </message>
    <message>
        <source>No contact keys. Keys → New Contact Keys… makes a file, Open Contact Keys… reads one; the retarget takes the side they hold on every frame they cover over what the feet read.</source>
        <translation>접지 키가 없습니다. 키 → 새 접지 키…로 파일을 만들거나 접지 키 열기…로 읽으세요. 리타깃은 키가 덮는 모든 프레임에서 발 판독 대신 키가 정한 발을 씁니다.</translation>
    </message>
    <message>
        <source>Floor an&amp;d Planted Foot</source>
        <translation>바닥과 고정된 발(&amp;D)</translation>
    </message>
    <message>
        <source>Ca&amp;mera Frame</source>
        <translation>카메라 프레임(&amp;M)</translation>
    </message>
    <message>
        <source>With camera keys, where the video frame&apos;s edges lie on each frame relative to the normalised figure</source>
        <translation>카메라 키가 있을 때, 각 프레임에서 정규화된 인물에 대해 영상 프레임의 가장자리가 놓이는 위치</translation>
    </message>
    <message>
        <source>Camera keys: click to select, drag to move by whole frames, double-click or I to add at the frame (holding what the keys give there), Delete to remove, Left and Right to step between keys</source>
        <translation>카메라 키: 클릭해 선택, 드래그해 정수 프레임 단위로 이동, 더블클릭 또는 I로 그 프레임에 추가(키가 그 프레임에 주는 값을 가짐), Delete로 삭제, 왼쪽·오른쪽 화살표로 키 사이 이동</translation>
    </message>
    <message>
        <source>Camera keys (*.json);;All files (*)</source>
        <translation>카메라 키 (*.json);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>New Ca&amp;mera Keys…</source>
        <translation>새 카메라 키(&amp;M)…</translation>
    </message>
    <message>
        <source>New Camera Keys</source>
        <translation>새 카메라 키</translation>
    </message>
    <message>
        <source>Open Camera Ke&amp;ys…</source>
        <translation>카메라 키 열기(&amp;Y)…</translation>
    </message>
    <message>
        <source>Open Camera Keys</source>
        <translation>카메라 키 열기</translation>
    </message>
    <message>
        <source>Save Camera Keys</source>
        <translation>카메라 키 저장</translation>
    </message>
    <message>
        <source>Save Camera Keys As…</source>
        <translation>카메라 키 다른 이름으로 저장…</translation>
    </message>
    <message>
        <source>Save Camera Keys As</source>
        <translation>카메라 키 다른 이름으로 저장</translation>
    </message>
    <message>
        <source>Close Camera Keys</source>
        <translation>카메라 키 닫기</translation>
    </message>
    <message>
        <source>Delete Camera Key</source>
        <translation>카메라 키 삭제</translation>
    </message>
    <message>
        <source>No camera keys to add to: make a file with Keys → New Camera Keys…</source>
        <translation>추가할 카메라 키 파일이 없습니다: 키 → 새 카메라 키…로 파일을 만드세요</translation>
    </message>
    <message>
        <source>No camera keys. Keys → New Camera Keys… makes a file, Open Camera Keys… reads one; the sequence is normalised by the camera they give (p′ = (p − t) / s) before clean.</source>
        <translation>카메라 키가 없습니다. 키 → 새 카메라 키…로 파일을 만들거나 카메라 키 열기…로 읽으세요. 시퀀스는 clean 전에 키가 주는 카메라로 정규화됩니다(p′ = (p − t) / s).</translation>
    </message>
    <message>
        <source>Set &amp;Base Motion…</source>
        <translation>기본 모션 설정(&amp;B)…</translation>
    </message>
    <message>
        <source>Read the rig&apos;s own motion from another file than the motion.json beside it</source>
        <translation>리그 옆의 motion.json이 아닌 다른 파일에서 리그 자체 모션을 읽습니다</translation>
    </message>
    <message>
        <source>Set Merge &amp;Tracks…</source>
        <translation>병합 트랙 설정(&amp;T)…</translation>
    </message>
    <message>
        <source>Merge timed track fragments (rig-pose-tracks/1) into the new animation</source>
        <translation>시간이 정해진 트랙 조각(rig-pose-tracks/1)을 새 애니메이션에 병합합니다</translation>
    </message>
    <message>
        <source>Set Base Motion</source>
        <translation>기본 모션 설정</translation>
    </message>
    <message>
        <source>Motions (*.motion.json *.json);;All files (*)</source>
        <translation>모션 (*.motion.json *.json);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Set Merge Tracks</source>
        <translation>병합 트랙 설정</translation>
    </message>
    <message>
        <source>Track fragments (*.tracks.json *.json);;All files (*)</source>
        <translation>트랙 조각 (*.tracks.json *.json);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Show Dra&amp;wings</source>
        <translation>그림 보기(&amp;W)</translation>
    </message>
    <message>
        <source>Draw each slot&apos;s attachment showing on the frame, placed by its bone, under the rig&apos;s skeleton</source>
        <translation>이 프레임에 보이는 각 슬롯의 그림을 본 위치에 맞춰 리그 골격 아래에 그립니다</translation>
    </message>
    <message>
        <source>Double-click a problem to go to the frame, the map chain or the alternate set it names</source>
        <translation>문제를 두 번 클릭하면 그 문제가 가리키는 프레임, 맵 체인 또는 대체 세트로 갑니다</translation>
    </message>
</context>
<context>
    <name>rigpose::studio::MapChainModel</name>
    <message>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <source>Bones</source>
        <translation>본</translation>
    </message>
    <message>
        <source>Joints</source>
        <translation>관절</translation>
    </message>
    <message>
        <source>Aim</source>
        <translation>조준</translation>
    </message>
    <message>
        <source>Bend</source>
        <translation>굽힘</translation>
    </message>
    <message>
        <source>Reach</source>
        <translation>도달</translation>
    </message>
    <message>
        <source>Nod</source>
        <translation>끄덕임</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>범위</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>문제</translation>
    </message>
    <message>
        <source>Edit Chain %1</source>
        <translation>체인 %1 편집</translation>
    </message>
    <message>
        <source>Change %1 of %2</source>
        <translation>%2의 %1 바꾸기</translation>
    </message>
    <message>
        <source>Add Chain</source>
        <translation>체인 추가</translation>
    </message>
    <message>
        <source>Remove Chain %1</source>
        <translation>체인 %1 제거</translation>
    </message>
    <message>
        <source>Remove Chains</source>
        <translation>체인 제거</translation>
    </message>
    <message>
        <source>Remove Chain</source>
        <translation>체인 제거</translation>
    </message>
    <message>
        <source>Move Chain %1</source>
        <translation>체인 %1 옮기기</translation>
    </message>
    <message>
        <source>Duplicate Chain %1</source>
        <translation>체인 %1 복제</translation>
    </message>
</context>
<context>
    <name>rigpose::studio::MapEditorDock</name>
    <message>
        <source>Map</source>
        <translation>맵</translation>
    </message>
    <message>
        <source>No map: File → New Map… proposes one from the rig; File → Set Map… opens one.</source>
        <translation>맵 없음: 파일 → 새 맵…은 리그에서 맵을 제안하고, 파일 → 맵 지정…은 맵을 엽니다.</translation>
    </message>
    <message>
        <source>%1 · edited, not saved</source>
        <translation>%1 · 편집됨, 저장 안 됨</translation>
    </message>
    <message>
        <source>%1 · new, not saved</source>
        <translation>%1 · 새 맵, 저장 안 됨</translation>
    </message>
    <message>
        <source>Change Translate</source>
        <translation>이동 바꾸기</translation>
    </message>
    <message>
        <source>Remove Translate</source>
        <translation>이동 제거</translation>
    </message>
    <message>
        <source>No frame to take the key skeleton from: open a sequence first</source>
        <translation>키 골격을 가져올 프레임이 없습니다. 먼저 시퀀스를 여세요</translation>
    </message>
    <message>
        <source>The frame does not place %1: the key skeleton is left as it was</source>
        <translation>이 프레임에는 %1의 위치가 없어 키 골격을 그대로 둡니다</translation>
    </message>
    <message>
        <source>Take Key Skeleton</source>
        <translation>키 골격 가져오기</translation>
    </message>
    <message>
        <source>The map must read without problems first (%1)</source>
        <translation>먼저 맵이 문제 없이 읽혀야 합니다 (%1)</translation>
    </message>
    <message>
        <source>The key skeleton places no segment of the set&apos;s chains yet</source>
        <translation>키 골격에 아직 세트 체인의 선분이 없습니다</translation>
    </message>
    <message>
        <source>Drawn Angles from Key Skeleton</source>
        <translation>키 골격에서 그린 각도 가져오기</translation>
    </message>
    <message>
        <source>Reduce chain %1 within %2°</source>
        <translation>체인 %1을(를) %2° 이내로 줄이기</translation>
    </message>
    <message>
        <source>Reduce chain %1 within every chain&apos;s</source>
        <translation>체인 %1을(를) 모든 체인의 허용치로 줄이기</translation>
    </message>
</context>
<context>
    <name>rigpose::studio::RunLanes</name>
    <message>
        <source>Spikes</source>
        <translation>튐</translation>
    </message>
    <message>
        <source>spike on %1, replaced</source>
        <translation>%1에서 튐, 대체함</translation>
    </message>
    <message>
        <source>Occluded</source>
        <translation>가려짐</translation>
    </message>
    <message>
        <source>%1 occluded, filled in</source>
        <translation>%1 가려짐, 채워 넣음</translation>
    </message>
    <message>
        <source>Holds</source>
        <translation>고정</translation>
    </message>
    <message>
        <source>%1 held still by clean</source>
        <translation>정리 단계에서 %1 고정</translation>
    </message>
    <message>
        <source>Seams</source>
        <translation>이음매</translation>
    </message>
    <message>
        <source>%1: seam between two holds</source>
        <translation>%1: 두 고정 구간 사이의 이음매</translation>
    </message>
    <message>
        <source>Unheld</source>
        <translation>고정 안 함</translation>
    </message>
    <message>
        <source>%1 nearly still, not held (%2 test)</source>
        <translation>%1 거의 멈춰 있으나 고정하지 않음(%2 검사)</translation>
    </message>
    <message>
        <source>%1 held at frame %2: %3</source>
        <translation>%1을(를) 프레임 %2 값으로 고정: %3</translation>
    </message>
    <message>
        <source>%1 → %2 held: the line across the body %3</source>
        <translation>%1 → %2 유지: 몸을 가로지르는 선이 %3</translation>
    </message>
    <message>
        <source>reversed</source>
        <translation>뒤집힘</translation>
    </message>
    <message>
        <source>was short</source>
        <translation>짧았음</translation>
    </message>
    <message>
        <source>%1 (%2) short in the picture, down to %3 of its length: angle interpolated</source>
        <translation>%1 (%2) 화면에서 짧음, 길이의 %3까지: 각도를 보간함</translation>
    </message>
    <message>
        <source>%1 (%2) points at the camera for %3 s</source>
        <translation>%1 (%2) %3초 동안 카메라를 향함</translation>
    </message>
    <message>
        <source>%1 (%2) turned %3° in one frame at %4: spread over the span</source>
        <translation>%1 (%2) 프레임 %4에서 한 프레임에 %3° 회전: 구간에 나누어 적용</translation>
    </message>
    <message>
        <source>%1 (%2) bent the wrong way: %3°, straightened</source>
        <translation>%1 (%2) 반대 방향으로 굽음: %3°, 펴서 고정함</translation>
    </message>
    <message>
        <source>%1 (%2) asked past its range by up to %3°: clamped</source>
        <translation>%1 (%2) 범위를 최대 %3° 넘김: 한계에서 고정함</translation>
    </message>
    <message>
        <source>the %1 line %2 for %3 s: the body or head turned</source>
        <translation>%1 선이 %3초 동안 %2: 몸이나 머리가 돌아감</translation>
    </message>
    <message>
        <source>short</source>
        <translation>짧음</translation>
    </message>
    <message>
        <source>arms</source>
        <translation>팔</translation>
    </message>
    <message>
        <source>legs</source>
        <translation>다리</translation>
    </message>
    <message>
        <source>head</source>
        <translation>머리</translation>
    </message>
    <message>
        <source>trunk</source>
        <translation>몸통</translation>
    </message>
    <message>
        <source> units</source>
        <translation> 단위</translation>
    </message>
    <message>
        <source>%1: %2 error up to %3%4 (marked above %5%4; the gate allows %6%4)</source>
        <translation>%1: %2 오차 최대 %3%4(표시 기준 %5%4 초과, 게이트 허용치 %6%4)</translation>
    </message>
</context>
<context>
    <name>rigpose::studio::RunOptionsPanel</name>
    <message>
        <source>Inputs</source>
        <translation>입력</translation>
    </message>
    <message>
        <source>Sequence</source>
        <translation>시퀀스</translation>
    </message>
    <message>
        <source>Rig</source>
        <translation>리그</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>맵</translation>
    </message>
    <message>
        <source>Frames</source>
        <translation>프레임</translation>
    </message>
    <message>
        <source>Clean (raw sequences)</source>
        <translation>정리(원본 시퀀스)</translation>
    </message>
    <message>
        <source>Hold still joints</source>
        <translation>멈춘 관절 고정</translation>
    </message>
    <message>
        <source>The clip loops</source>
        <translation>클립이 반복됨</translation>
    </message>
    <message>
        <source>Legs window</source>
        <translation>다리 창</translation>
    </message>
    <message>
        <source>Rest window</source>
        <translation>나머지 창</translation>
    </message>
    <message>
        <source>Retarget</source>
        <translation>리타깃</translation>
    </message>
    <message>
        <source>Animation</source>
        <translation>애니메이션</translation>
    </message>
    <message>
        <source>Minimum score</source>
        <translation>최소 점수</translation>
    </message>
    <message>
        <source>Animation Name</source>
        <translation>애니메이션 이름</translation>
    </message>
    <message>
        <source>Minimum Score</source>
        <translation>최소 점수</translation>
    </message>
    <message>
        <source>1 (none)</source>
        <translation>1(없음)</translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s)</source>
        <translation>
            <numerusform>%n프레임</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>Hips may be inferred</source>
        <translation>엉덩이가 가려짐(추정)</translation>
    </message>
    <message>
        <source>off</source>
        <translation>끔</translation>
    </message>
    <message>
        <source>derived for a walk</source>
        <translation>걷기에서 유도</translation>
    </message>
    <message>
        <source>derived for a run</source>
        <translation>달리기에서 유도</translation>
    </message>
    <message>
        <source>--legs: the smoothing window over the hips, knees and ankles, in frames (1: none)</source>
        <translation>--legs: 엉덩이, 무릎, 발목의 평활화 창, 프레임 단위 (1: 없음)</translation>
    </message>
    <message>
        <source>--rest: the smoothing window over every other joint, in frames (1: none)</source>
        <translation>--rest: 나머지 관절의 평활화 창, 프레임 단위 (1: 없음)</translation>
    </message>
    <message>
        <source>--hold: a joint that stays still for at least half a second is held exactly still (--hold off turns it off)</source>
        <translation>--hold: 0.5초 이상 멈춰 있는 관절을 정확히 고정합니다 (--hold off로 끔)</translation>
    </message>
    <message>
        <source>--hold-speed: a joint moving less than this many trunk lengths a frame counts as still (default 0.015)</source>
        <translation>--hold-speed: 프레임당 이만큼의 몸통 길이보다 덜 움직이는 관절은 멈춘 것으로 봅니다 (기본 0.015)</translation>
    </message>
    <message>
        <source>--hold-reach: a held joint stays within this many trunk lengths of where it is held (default 0.03)</source>
        <translation>--hold-reach: 고정된 관절은 고정된 자리에서 이만큼의 몸통 길이 안에 머뭅니다 (기본 0.03)</translation>
    </message>
    <message>
        <source>--depth: derive each limb&apos;s depth from its foreshortening, for a walk or a run</source>
        <translation>--depth: 걷기나 달리기에서 팔다리의 깊이를 단축(원근)으로부터 유도합니다</translation>
    </message>
    <message>
        <source>--person: whom to clean when the sequence holds more than one person</source>
        <translation>--person: 시퀀스에 여러 사람이 있을 때 정리할 사람</translation>
    </message>
    <message>
        <source>Hold speed</source>
        <translation>고정 속도</translation>
    </message>
    <message>
        <source>Hold reach</source>
        <translation>고정 범위</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>사람</translation>
    </message>
    <message>
        <source>Hold short segments</source>
        <translation>짧은 선분 유지</translation>
    </message>
    <message>
        <source>Spread one-frame flips</source>
        <translation>한 프레임 뒤집힘 분산</translation>
    </message>
    <message>
        <source>refuse</source>
        <translation>거부</translation>
    </message>
    <message>
        <source>clamp</source>
        <translation>펴기</translation>
    </message>
    <message>
        <source>--animation: the name of the animation written</source>
        <translation>--animation: 기록할 애니메이션의 이름</translation>
    </message>
    <message>
        <source>--min-score: a joint scored under this holds its last good value (default 0.3)</source>
        <translation>--min-score: 점수가 이보다 낮은 관절은 마지막 좋은 값을 유지합니다 (기본 0.3)</translation>
    </message>
    <message>
        <source>--person: whom to retarget when the sequence holds more than one person</source>
        <translation>--person: 시퀀스에 여러 사람이 있을 때 리타깃할 사람</translation>
    </message>
    <message>
        <source>--short: a segment drawn shorter than this share of its median length (pointing at the camera) has its angle interpolated rather than read</source>
        <translation>--short: 중앙값 길이의 이 비율보다 짧게 그려진 선분(카메라를 향함)은 각도를 읽지 않고 보간합니다</translation>
    </message>
    <message>
        <source>--flip: a segment that turns more than this many degrees in one frame is spread over the frames around the jump</source>
        <translation>--flip: 한 프레임에 이 각도보다 많이 도는 선분은 그 전후 프레임에 나누어 돌립니다</translation>
    </message>
    <message>
        <source>--bends: a hinge bent against its side is refused (refuse) or straightened (clamp)</source>
        <translation>--bends: 정해진 방향과 반대로 굽은 관절을 거부(refuse)하거나 폅니다(clamp)</translation>
    </message>
    <message>
        <source>Bends</source>
        <translation>굽힘</translation>
    </message>
    <message>
        <source>Retarget Person</source>
        <translation>리타깃할 사람</translation>
    </message>
    <message>
        <source>Short Segments</source>
        <translation>짧은 선분</translation>
    </message>
    <message>
        <source>Flip Guard</source>
        <translation>뒤집힘 방지</translation>
    </message>
    <message>
        <source>the only one</source>
        <translation>한 사람뿐</translation>
    </message>
    <message>
        <source>the first (%1)</source>
        <translation>첫 번째 (%1)</translation>
    </message>
    <message>
        <source>--loop: the clip loops, so the smoothing windows run across its seam instead of being cut at the ends</source>
        <translation>--loop: 클립이 반복되므로 평활화 창이 양 끝에서 잘리지 않고 이음매를 넘어갑니다</translation>
    </message>
    <message>
        <source>--hips-inferred: the hips cannot be seen (a skirt, a cloak): they are marked inferred on every frame, and the hip tilt is not read</source>
        <translation>--hips-inferred: 엉덩이가 보이지 않음(치마, 망토): 모든 프레임에서 추정으로 표시하고 엉덩이 기울기는 읽지 않습니다</translation>
    </message>
    <message>
        <source>Plant feet</source>
        <translation>발 고정</translation>
    </message>
    <message>
        <source>Floor</source>
        <translation>바닥</translation>
    </message>
    <message>
        <source>Stance</source>
        <translation>스탠스</translation>
    </message>
    <message>
        <source> leg lengths</source>
        <translation> 다리 길이</translation>
    </message>
    <message>
        <source>--plant-feet: the hip is placed so the supporting foot stays where it took support, instead of following the pose&apos;s hip</source>
        <translation>--plant-feet: 지지하는 발이 지지를 시작한 자리에 머물도록 엉덩이를 배치합니다(포즈의 엉덩이를 따르지 않음)</translation>
    </message>
    <message>
        <source>--floor: the one floor&apos;s world y (up) every support is planted on; unset, it is read from the support spans (only with Plant feet)</source>
        <translation>--floor: 모든 지지가 고정되는 하나의 바닥의 월드 y(위쪽). 설정하지 않으면 지지 구간에서 읽습니다(발 고정과 함께만)</translation>
    </message>
    <message>
        <source>Plant Feet</source>
        <translation>발 고정</translation>
    </message>
    <message>
        <source>--stance: both feet are planted while the free ankle is within this many leg lengths of the supporting one&apos;s height, the free leg stretched to reach it (only with Plant feet)</source>
        <translation>--stance: 자유 발목이 지지 발목의 높이에서 이 다리 길이 이내에 있는 동안 두 발을 모두 고정하고, 자유 다리를 늘려 닿게 합니다(발 고정과 함께만)</translation>
    </message>
    <message>
        <source>Alternate drawings</source>
        <translation>대체 그림</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 초</translation>
    </message>
    <message>
        <source>--switch-tolerance: a set shows where the pose is within this many degrees of its key skeleton, and leaves 15° past it (default 25)</source>
        <translation>--switch-tolerance: 포즈가 세트의 키 골격에서 이 각도 이내일 때 세트가 보이고, 15° 더 벗어나면 사라집니다 (기본 25)</translation>
    </message>
    <message>
        <source>--switch-min: a set that would show for less than this many seconds is held back (SWITCH-MIN; default 0.25, 0 keeps every run)</source>
        <translation>--switch-min: 이 시간(초)보다 짧게 보일 세트는 보류합니다 (SWITCH-MIN; 기본 0.25, 0이면 모든 구간 유지)</translation>
    </message>
    <message>
        <source>Switch tolerance</source>
        <translation>전환 허용 오차</translation>
    </message>
    <message>
        <source>Switch minimum</source>
        <translation>전환 최소 시간</translation>
    </message>
    <message>
        <source>Switch Tolerance</source>
        <translation>전환 허용 오차</translation>
    </message>
    <message>
        <source>Switch Minimum</source>
        <translation>전환 최소 시간</translation>
    </message>
    <message>
        <source>The map has no alternate drawings: these are not read.</source>
        <translation>맵에 대체 그림이 없어 이 값은 읽지 않습니다.</translation>
    </message>
</context>
<context>
    <name>rigpose::studio::Runner</name>
    <message>
        <source>Cleaning…</source>
        <translation>정리 중…</translation>
    </message>
    <message>
        <source>Reading the rig and the map…</source>
        <translation>리그와 맵 읽는 중…</translation>
    </message>
    <message>
        <source>Retargeting and gating…</source>
        <translation>리타깃과 게이트 검사 중…</translation>
    </message>
    <message>
        <source>Preparing the views…</source>
        <translation>보기 준비 중…</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>완료</translation>
    </message>
</context>
<context>
    <name>rigpose::studio::Screenshot</name>
    <message>
        <source>Nothing was written to %1.</source>
        <translation>%1에 아무것도 쓰지 않았습니다.</translation>
    </message>
</context>
<context>
    <name>rigpose::studio::SwitchLanes</name>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>%1 shows: slots %2; hides %3</source>
        <translation>%1 표시: 슬롯 %2; 숨김 %3</translation>
    </message>
    <message>
        <source>; offsets %1</source>
        <translation>; 오프셋 %1</translation>
    </message>
    <message>
        <source>
the pose within %1 of its key skeleton (median %2)</source>
        <translation>
키 골격과의 차이 최대 %1 (중앙값 %2)</translation>
    </message>
    <message>
        <source>
%1 turned up to %2 from its drawing (median %3)</source>
        <translation>
%1: 그림에서 최대 %2 회전 (중앙값 %3)</translation>
    </message>
    <message>
        <source>%1 was the nearest set for %2 s, less than the switch minimum %3 s: held back</source>
        <translation>%1이(가) %2초 동안 가장 가까운 세트였지만 전환 최소 시간 %3초보다 짧아 보류됨</translation>
    </message>
    <message>
        <source>%1&apos;s key skeleton was within %2, but a drawn bone turned further than that from its drawing: not shown</source>
        <translation>%1의 키 골격은 %2 이내였지만 그린 본이 그림에서 그보다 더 돌아가 표시하지 않음</translation>
    </message>
</context>
<context>
    <name>rigpose::widgets::AutoMapDialog</name>
    <message>
        <source>Auto-Map</source>
        <translation>자동 매핑</translation>
    </message>
    <message>
        <source>the subject&apos;s right (r)</source>
        <translation>인물의 오른쪽 (r)</translation>
    </message>
    <message>
        <source>the subject&apos;s left (l)</source>
        <translation>인물의 왼쪽 (l)</translation>
    </message>
    <message>
        <source>A 2D rig&apos;s front and back limbs are nearer and farther from the viewer; say which side of the pose the front ones carry</source>
        <translation>2D 리그의 앞(front)·뒤(back) 팔다리는 보는 사람에게 가깝고 먼 쪽입니다. 앞 팔다리가 포즈의 어느 쪽을 맡을지 고르세요</translation>
    </message>
    <message>
        <source>Front limbs take</source>
        <translation>앞 팔다리가 맡는 쪽</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>채택</translation>
    </message>
    <message>
        <source>Chain</source>
        <translation>체인</translation>
    </message>
    <message>
        <source>Bones</source>
        <translation>본</translation>
    </message>
    <message>
        <source>Joints</source>
        <translation>관절</translation>
    </message>
    <message>
        <source>Found by</source>
        <translation>찾은 방법</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>신뢰도</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>근거</translation>
    </message>
    <message>
        <source>Accept the translate</source>
        <translation>이동(translate) 채택</translation>
    </message>
    <message>
        <source>Use the Ticked Rows</source>
        <translation>선택한 행 사용</translation>
    </message>
    <message numerus="yes">
        <source>%n chain(s) proposed for %1; no naming convention matched as a whole.</source>
        <translation>
            <numerusform>%1에 체인 %n개를 제안했습니다. 전체가 맞는 이름 규칙은 없습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chain(s) proposed for %1; its names follow %2.</source>
        <translation>
            <numerusform>%1에 체인 %n개를 제안했습니다. 이름은 %2 규칙을 따릅니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>translate %1 following %2: %3</source>
        <translation>이동 %1, %2을(를) 따름: %3</translation>
    </message>
    <message>
        <source>No translate proposed: the figure will turn in place.</source>
        <translation>제안된 이동이 없습니다: 인물은 제자리에서 돕니다.</translation>
    </message>
</context>
<context>
    <name>rigpose::widgets::KeyLane</name>
    <message>
        <source>Key lane</source>
        <translation>키 레인</translation>
    </message>
    <message>
        <source>Delete Key</source>
        <translation>키 삭제</translation>
    </message>
    <message>
        <source>Add Key at Frame %1</source>
        <translation>프레임 %1에 키 추가</translation>
    </message>
    <message>
        <source>Key %1 at frame %2</source>
        <translation>프레임 %2의 키 %1</translation>
    </message>
</context>
<context>
    <name>rigpose::widgets::KeyTableEditor</name>
    <message>
        <source>Add Key at Frame</source>
        <translation>현재 프레임에 키 추가</translation>
    </message>
    <message>
        <source>Delete Key</source>
        <translation>키 삭제</translation>
    </message>
    <message>
        <source>A key at the current frame, holding the value there (I in the viewport, the scrubber, the chart or the lane)</source>
        <translation>현재 프레임에 그 자리의 값을 가진 키를 추가합니다 (뷰포트, 스크러버, 차트, 레인에서 I)</translation>
    </message>
</context>
<context>
    <name>rigpose::widgets::MapAlternatesForm</name>
    <message>
        <source>Each set is a few slots repainted for one key pose, switched in together while the pose is near it</source>
        <translation>각 세트는 하나의 키 포즈에 맞춰 다시 그린 몇 개의 슬롯이며, 포즈가 가까운 동안 함께 바뀝니다</translation>
    </message>
    <message>
        <source>Add Set</source>
        <translation>세트 추가</translation>
    </message>
    <message>
        <source>Duplicate Set</source>
        <translation>세트 복제</translation>
    </message>
    <message>
        <source>Remove Set</source>
        <translation>세트 제거</translation>
    </message>
    <message>
        <source>Add Alternate Set</source>
        <translation>대체 세트 추가</translation>
    </message>
    <message>
        <source>Duplicate Alternate Set</source>
        <translation>대체 세트 복제</translation>
    </message>
    <message>
        <source>Remove Alternate Set</source>
        <translation>대체 세트 제거</translation>
    </message>
    <message>
        <source>for people: what the drawing shows</source>
        <translation>사람을 위한 메모: 그림이 보여 주는 것</translation>
    </message>
    <message>
        <source>The chains whose pose the drawing depicts: their segments are measured against the key skeleton</source>
        <translation>그림이 나타내는 포즈의 체인: 그 선분을 키 골격과 비교합니다</translation>
    </message>
    <message>
        <source>Slot</source>
        <translation>슬롯</translation>
    </message>
    <message>
        <source>Shows</source>
        <translation>표시</translation>
    </message>
    <message>
        <source>What each slot shows while the set shows: the setup drawing (left alone), nothing, or one of the attachments the slot has under the rig&apos;s skins</source>
        <translation>세트가 보이는 동안 각 슬롯에 보일 것: 기본 그림(그대로 둠), 없음, 또는 리그 스킨에서 그 슬롯이 가진 어태치먼트 중 하나</translation>
    </message>
    <message>
        <source>x</source>
        <translation>x</translation>
    </message>
    <message>
        <source>y</source>
        <translation>y</translation>
    </message>
    <message>
        <source>The key skeleton the art was painted from, in picture px (y down) at any scale: only the directions between joints count</source>
        <translation>그림의 바탕이 된 키 골격, 화면 픽셀(y 아래쪽), 축척은 상관없음: 관절 사이의 방향만 씁니다</translation>
    </message>
    <message>
        <source>Take Key Skeleton from Current Frame</source>
        <translation>현재 프레임에서 키 골격 가져오기</translation>
    </message>
    <message>
        <source>Drawn (°)</source>
        <translation>그린 각도 (°)</translation>
    </message>
    <message>
        <source>Each bone&apos;s world angle as painted (degrees, counter-clockwise, y up); empty: not stated</source>
        <translation>그린 대로의 각 본 월드 각도 (도, 반시계 방향, y 위쪽). 비우면 지정하지 않음</translation>
    </message>
    <message>
        <source>Drawn Angles from Key Skeleton</source>
        <translation>키 골격에서 그린 각도 가져오기</translation>
    </message>
    <message>
        <source>The angles the bones have where they follow the key skeleton: right when the art was painted from that pose</source>
        <translation>본이 키 골격을 따를 때의 각도: 그 포즈를 보고 그린 그림이면 맞습니다</translation>
    </message>
    <message>
        <source>A translate, in the parent bone&apos;s axes, held while the set shows; empty: none</source>
        <translation>세트가 보이는 동안 유지되는 부모 본 축 기준의 이동. 비우면 없음</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>메모</translation>
    </message>
    <message>
        <source>Chains</source>
        <translation>체인</translation>
    </message>
    <message>
        <source>Slots</source>
        <translation>슬롯</translation>
    </message>
    <message>
        <source>Key skeleton</source>
        <translation>키 골격</translation>
    </message>
    <message>
        <source>Drawn angles</source>
        <translation>그린 각도</translation>
    </message>
    <message>
        <source>Offsets</source>
        <translation>오프셋</translation>
    </message>
    <message>
        <source>Rename Alternate Set</source>
        <translation>대체 세트 이름 바꾸기</translation>
    </message>
    <message>
        <source>Alternate Set Note</source>
        <translation>대체 세트 메모</translation>
    </message>
    <message>
        <source>Alternate Set Chains</source>
        <translation>대체 세트 체인</translation>
    </message>
    <message>
        <source>Drawn Angle</source>
        <translation>그린 각도</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(이름 없음)</translation>
    </message>
    <message>
        <source>%1 (not a chain of the map)</source>
        <translation>%1 (맵의 체인이 아님)</translation>
    </message>
    <message>
        <source>Alternate Set Slot</source>
        <translation>대체 세트 슬롯</translation>
    </message>
    <message>
        <source>setup drawing</source>
        <translation>기본 그림</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>숨김</translation>
    </message>
    <message>
        <source>Clear %1</source>
        <translation>%1 지우기</translation>
    </message>
    <message>
        <source>Key Skeleton %1</source>
        <translation>키 골격 %1</translation>
    </message>
    <message>
        <source>Offset %1</source>
        <translation>오프셋 %1</translation>
    </message>
</context>
<context>
    <name>rigpose::widgets::MapChainForm</name>
    <message>
        <source>&amp;Name</source>
        <translation>이름(&amp;N)</translation>
    </message>
    <message>
        <source>Add Bone</source>
        <translation>본 추가</translation>
    </message>
    <message>
        <source>Remove Last Bone</source>
        <translation>마지막 본 제거</translation>
    </message>
    <message>
        <source>rest (the rig&apos;s rest pose says the side)</source>
        <translation>rest (리그의 기본 자세가 방향을 정함)</translation>
    </message>
    <message>
        <source>ccw</source>
        <translation>ccw</translation>
    </message>
    <message>
        <source>cw</source>
        <translation>cw</translation>
    </message>
    <message>
        <source>free (any side; right for arms seen from the front)</source>
        <translation>free (어느 쪽이든; 정면에서 본 팔에 알맞음)</translation>
    </message>
    <message>
        <source>Which way the chain&apos;s inner joints may bend</source>
        <translation>체인 안쪽 관절이 굽을 수 있는 방향</translation>
    </message>
    <message>
        <source>Aim from the posed origin at the segment&apos;s end</source>
        <translation>포즈된 원점에서 선분 끝을 조준</translation>
    </message>
    <message>
        <source>reach: a one-bone chain from the translated joint (a trunk from mid_hip)</source>
        <translation>reach: 이동하는 관절에서 시작하는 본 하나짜리 체인 (mid_hip에서 시작하는 몸통)</translation>
    </message>
    <message>
        <source>read (default)</source>
        <translation>읽음 (기본)</translation>
    </message>
    <message>
        <source>read</source>
        <translation>읽음</translation>
    </message>
    <message>
        <source>off: no nod keyed</source>
        <translation>끔: 끄덕임 키 없음</translation>
    </message>
    <message>
        <source>nod: only on the chain carrying the eye line (r_eye, l_eye)</source>
        <translation>nod: 눈 선(r_eye, l_eye)을 맡은 체인에만</translation>
    </message>
    <message>
        <source>&amp;Bend</source>
        <translation>굽힘(&amp;B)</translation>
    </message>
    <message>
        <source>Reach</source>
        <translation>도달</translation>
    </message>
    <message>
        <source>N&amp;od</source>
        <translation>끄덕임(&amp;O)</translation>
    </message>
    <message>
        <source>From joint</source>
        <translation>시작 관절</translation>
    </message>
    <message>
        <source>Bone</source>
        <translation>본</translation>
    </message>
    <message>
        <source>Aim</source>
        <translation>조준</translation>
    </message>
    <message>
        <source>A bone clicked in the viewport goes here</source>
        <translation>뷰포트에서 클릭한 본이 여기에 들어갑니다</translation>
    </message>
    <message>
        <source>x: the bone&apos;s own axis; a bone (or bone:tip, or a+b): from the bone&apos;s origin to that point; a&gt;b: from point a to point b</source>
        <translation>x: 본 자체의 축; 본 이름(또는 bone:tip, a+b): 본의 원점에서 그 점까지; a&gt;b: 점 a에서 점 b까지</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>범위</translation>
    </message>
    <message>
        <source>Clamp this bone&apos;s key to a range of rotate-key degrees</source>
        <translation>이 본의 키를 회전 키 각도 범위로 제한</translation>
    </message>
    <message>
        <source>to</source>
        <translation>끝</translation>
    </message>
    <message>
        <source>Own</source>
        <translation>자체</translation>
    </message>
    <message>
        <source>The most this chain&apos;s bones may leave their dense world aim, on any frame</source>
        <translation>어느 프레임에서든 이 체인의 본이 촘촘한 키의 월드 조준에서 벗어날 수 있는 최대치</translation>
    </message>
    <message>
        <source>Reduce within</source>
        <translation>줄이기 허용치</translation>
    </message>
    <message>
        <source>Reduce this chain&apos;s keys within a tolerance of its own (a run option, --reduce deg,chain=deg); off: within every chain&apos;s %1°</source>
        <translation>이 체인의 키를 자체 허용치 안에서 줄입니다 (실행 옵션, --reduce deg,chain=deg). 끄면 모든 체인의 %1° 안에서</translation>
    </message>
    <message>
        <source>Turn on Reduce Keys in the run options to give this chain a tolerance of its own</source>
        <translation>이 체인에 자체 허용치를 주려면 실행 옵션에서 키 줄이기를 켜세요</translation>
    </message>
</context>
<context>
    <name>rigpose::widgets::MapEditor</name>
    <message>
        <source>&amp;Add</source>
        <translation>추가(&amp;A)</translation>
    </message>
    <message>
        <source>Du&amp;plicate</source>
        <translation>복제(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>제거(&amp;R)</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>위로(&amp;U)</translation>
    </message>
    <message>
        <source>Move Do&amp;wn</source>
        <translation>아래로(&amp;W)</translation>
    </message>
    <message>
        <source>Auto-&amp;Map…</source>
        <translation>자동 매핑(&amp;M)…</translation>
    </message>
    <message>
        <source>Propose chains from the rig&apos;s bone names and hierarchy</source>
        <translation>리그의 본 이름과 계층에서 체인을 제안</translation>
    </message>
    <message>
        <source>Chains</source>
        <translation>체인</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>Alternates</source>
        <translation>대체 그림</translation>
    </message>
</context>
<context>
    <name>rigpose::widgets::MapTranslateForm</name>
    <message>
        <source>&amp;Translate: the bone the figure&apos;s travel moves</source>
        <translation>이동(&amp;T): 인물의 이동을 맡는 본</translation>
    </message>
    <message>
        <source>Bone</source>
        <translation>본</translation>
    </message>
    <message>
        <source>Follows</source>
        <translation>따르는 점</translation>
    </message>
    <message>
        <source>Scale, pose</source>
        <translation>스케일, 포즈</translation>
    </message>
    <message>
        <source>Scale, rig</source>
        <translation>스케일, 리그</translation>
    </message>
    <message>
        <source>The pose&apos;s length between the two pose points, against the rig&apos;s between the two rig points, scales the travel. Pick a long segment that does not foreshorten much.</source>
        <translation>두 포즈 점 사이의 포즈 길이와 두 리그 점 사이의 리그 길이의 비가 이동을 스케일합니다. 원근으로 잘 줄어들지 않는 긴 선분을 고르세요.</translation>
    </message>
</context>
<context>
    <name>rigpose::widgets::RefusalModel</name>
    <message numerus="yes">
        <source>and %n more not listed</source>
        <translation>
            <numerusform>목록에 없는 %n개 더</numerusform>
        </translation>
    </message>
    <message>
        <source>Code</source>
        <translation>코드</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>메시지</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>위치</translation>
    </message>
    <message>
        <source>frame %1</source>
        <translation>프레임 %1</translation>
    </message>
    <message>
        <source>chain %1</source>
        <translation>체인 %1</translation>
    </message>
    <message>
        <source>bone %1</source>
        <translation>본 %1</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>키 %1</translation>
    </message>
    <message>
        <source>set %1</source>
        <translation>세트 %1</translation>
    </message>
</context>
<context>
    <name>rigpose::widgets::ReportModel</name>
    <message>
        <source>other</source>
        <translation>기타</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n line(s))</source>
        <translation>
            <numerusform>%1(%n줄)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 (%n line(s))</source>
        <translation>
            <numerusform>%1 · %2(%n줄)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rigpose::widgets::Scrubber</name>
    <message>
        <source>Scrubber</source>
        <translation>스크러버</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n span(s); Page Up/Down steps through them</source>
        <translation>
            <numerusform>%1: 구간 %n개. Page Up/Down으로 하나씩 이동합니다</numerusform>
        </translation>
    </message>
    <message>
        <source>frame %1 · %2 s</source>
        <translation>프레임 %1 · %2초</translation>
    </message>
    <message>
        <source>frame %1 (%2 s)</source>
        <translation>프레임 %1(%2초)</translation>
    </message>
    <message>
        <source>frames %1–%2 (%3–%4 s)</source>
        <translation>프레임 %1–%2(%3–%4초)</translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s)</source>
        <translation>
            <numerusform>%n프레임</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rigpose::widgets::SequenceInfoPanel</name>
    <message>
        <source>No sequence open.</source>
        <translation>열린 시퀀스가 없습니다.</translation>
    </message>
    <message>
        <source>Frames:</source>
        <translation>프레임:</translation>
    </message>
    <message>
        <source>Duration:</source>
        <translation>길이:</translation>
    </message>
    <message>
        <source>Frame rate:</source>
        <translation>프레임 속도:</translation>
    </message>
    <message>
        <source>People:</source>
        <translation>인물:</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>형식:</translation>
    </message>
    <message>
        <source>Cleaned:</source>
        <translation>정리됨:</translation>
    </message>
    <message>
        <source>Picture:</source>
        <translation>화면:</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>출처:</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>예</translation>
    </message>
    <message>
        <source>no (raw)</source>
        <translation>아니요 (원본)</translation>
    </message>
    <message>
        <source>not named</source>
        <translation>밝히지 않음</translation>
    </message>
    <message>
        <source>Writes as:</source>
        <translation>저장 형식:</translation>
    </message>
</context>
<context>
    <name>rigpose::widgets::SkeletonView</name>
    <message>
        <source>Viewport</source>
        <translation>뷰포트</translation>
    </message>
    <message>
        <source>Nothing to show yet: open a project or a sequence.</source>
        <translation>아직 보여 줄 것이 없습니다. 프로젝트나 시퀀스를 여세요.</translation>
    </message>
    <message>
        <source>R</source>
        <comment>right side</comment>
        <translation>R</translation>
    </message>
    <message>
        <source>L</source>
        <comment>left side</comment>
        <translation>L</translation>
    </message>
    <message>
        <source>Depth: %1</source>
        <translation>깊이: %1</translation>
    </message>
    <message>
        <source>Depth: %1 (%2)</source>
        <translation>깊이: %1(%2)</translation>
    </message>
    <message>
        <source>Depth: none in this sequence</source>
        <translation>깊이: 이 시퀀스에는 없음</translation>
    </message>
    <message>
        <source>toward the camera</source>
        <translation>카메라 쪽으로</translation>
    </message>
    <message>
        <source>away from the camera</source>
        <translation>카메라 반대쪽으로</translation>
    </message>
    <message>
        <source>flat</source>
        <translation>평면</translation>
    </message>
    <message>
        <source>joint (size: score)</source>
        <translation>관절(크기: 점수)</translation>
    </message>
    <message>
        <source>inferred or occluded (dashed)</source>
        <translation>추정 또는 가려짐(점선)</translation>
    </message>
    <message>
        <source>held by clean (square)</source>
        <translation>정리 단계에서 고정(사각형)</translation>
    </message>
    <message>
        <source>rig, posed by our Poser</source>
        <translation>리그, 우리 포저로 포즈를 취함</translation>
    </message>
</context>
<context>
    <name>rigpose::widgets::SummaryText</name>
    <message numerus="yes">
        <source>%Ln frame(s)</source>
        <translation>
            <numerusform>%Ln프레임</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown fps</source>
        <translation>fps 알 수 없음</translation>
    </message>
    <message>
        <source>%1 fps</source>
        <translation>%1 fps</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1초</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>%1 × %2 px</source>
        <translation>%1 × %2 px</translation>
    </message>
    <message>
        <source>pelvis tilt</source>
        <translation>골반 기울기</translation>
    </message>
    <message>
        <source>depth</source>
        <translation>깊이</translation>
    </message>
    <message>
        <source>camera</source>
        <translation>카메라</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 · %2 · people: %3</source>
        <translation>%1 · %2 · 인물: %3</translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more</source>
        <translation>
            <numerusform>… 외 %Ln개</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rigpose::widgets::TrackListModel</name>
    <message>
        <source>%1 (x, y)</source>
        <translation>%1(x, y)</translation>
    </message>
    <message>
        <source>%1 (rotate)</source>
        <translation>%1(회전)</translation>
    </message>
    <message>
        <source>Joint %1: x and y in picture pixels, raw against cleaned</source>
        <translation>관절 %1: 화면 픽셀 단위의 x와 y, 원본과 정리본 비교</translation>
    </message>
    <message>
        <source>Bone %1: its rotate keys in degrees</source>
        <translation>본 %1: 도 단위의 회전 키</translation>
    </message>
    <message>
        <source>pelvis tilt (°)</source>
        <translation>골반 기울기 (°)</translation>
    </message>
    <message>
        <source>The pelvis track: its tilt before clean (dashed) and after, in Spine degrees, with the keys it was made from</source>
        <translation>골반 트랙: clean 전(점선)과 후의 기울기(Spine 도 단위)와 그 트랙을 만든 키</translation>
    </message>
    <message>
        <source>camera s</source>
        <translation>카메라 s</translation>
    </message>
    <message>
        <source>camera tx (px)</source>
        <translation>카메라 tx (px)</translation>
    </message>
    <message>
        <source>camera ty (px)</source>
        <translation>카메라 ty (px)</translation>
    </message>
    <message>
        <source>The camera keys: the value they give on every frame (linear between keys, held outside them), with the keys as marks</source>
        <translation>카메라 키: 모든 프레임에서 키가 주는 값(키 사이는 선형, 키 바깥은 유지)과 표시로 나타낸 키</translation>
    </message>
    <message>
        <source>%1 (carried idle)</source>
        <translation>%1(이어 넣은 아이들)</translation>
    </message>
    <message>
        <source>An idle track --carry-idle looped into the new animation: its keys, each channel a line</source>
        <translation>--carry-idle이 새 애니메이션에 반복해 넣은 아이들 트랙: 그 키, 채널마다 선 하나</translation>
    </message>
</context>
<context>
    <name>rigpose::widgets::TrackTimeline</name>
    <message>
        <source>Search joints and bones</source>
        <translation>관절과 본 검색</translation>
    </message>
    <message>
        <source>time (s)</source>
        <translation>시간(초)</translation>
    </message>
    <message>
        <source>rotate (°)</source>
        <translation>회전(°)</translation>
    </message>
    <message>
        <source>%1 %2 raw</source>
        <translation>%1 %2 원본</translation>
    </message>
    <message>
        <source>%1 %2 cleaned</source>
        <translation>%1 %2 정리본</translation>
    </message>
    <message>
        <source>%1 rotate keys</source>
        <translation>%1 회전 키</translation>
    </message>
    <message>
        <source>px</source>
        <translation>px</translation>
    </message>
    <message>
        <source>pelvis tilt from keys</source>
        <translation>키에서 얻은 골반 기울기</translation>
    </message>
    <message>
        <source>pelvis tilt cleaned</source>
        <translation>정리된 골반 기울기</translation>
    </message>
    <message>
        <source>pelvis keys</source>
        <translation>골반 키</translation>
    </message>
    <message>
        <source>%1 keys</source>
        <translation>%1 키</translation>
    </message>
    <message>
        <source>camera s</source>
        <translation>카메라 s</translation>
    </message>
    <message>
        <source>%1 [%2]</source>
        <translation>%1 [%2]</translation>
    </message>
    <message>
        <source>%1 carried</source>
        <translation>%1 이어 넣음</translation>
    </message>
    <message>
        <source>%1 carried keys</source>
        <translation>%1 이어 넣은 키</translation>
    </message>
    <message>
        <source>idle values</source>
        <translation>아이들 값</translation>
    </message>
    <message>
        <source>Reduced and dense</source>
        <translation>줄인 키와 촘촘한 키</translation>
    </message>
    <message>
        <source>Reduced keys</source>
        <translation>줄인 키</translation>
    </message>
    <message>
        <source>Dense keys</source>
        <translation>촘촘한 키</translation>
    </message>
    <message>
        <source>What a reduced bone&apos;s plot shows: the reduced curve against the dense keys, or one of them</source>
        <translation>줄인 본의 그래프에 보일 것: 줄인 곡선과 촘촘한 키, 또는 그중 하나</translation>
    </message>
    <message>
        <source>%1 rotate dense</source>
        <translation>%1 회전 촘촘함</translation>
    </message>
    <message>
        <source>%1 rotate dense keys</source>
        <translation>%1 회전 촘촘한 키</translation>
    </message>
    <message>
        <source>%1 rotate reduced</source>
        <translation>%1 회전 줄임</translation>
    </message>
    <message>
        <source>%1 rotate</source>
        <translation>%1 회전</translation>
    </message>
    <message>
        <source>%1 kept frames</source>
        <translation>%1 유지한 프레임</translation>
    </message>
</context>
<context>
    <name>rigpose::widgets::TransportBar</name>
    <message>
        <source>Frame</source>
        <translation>프레임</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>시간</translation>
    </message>
    <message>
        <source> s</source>
        <translation>초</translation>
    </message>
    <message numerus="yes">
        <source>of %n frame(s) · %1 s</source>
        <translation>
            <numerusform>/ %n프레임 · %1초</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rigpose::options</name>
    <message>
        <location filename="../app/studio/option_form.cpp" line="0"/>
        <source>Animation Name</source>
        <translation>애니메이션 이름</translation>
    </message>
    <message>
        <location filename="../app/studio/option_form.cpp" line="0"/>
        <source>Minimum Score</source>
        <translation>최소 점수</translation>
    </message>
    <message>
        <location filename="../app/studio/option_form.cpp" line="0"/>
        <source>Retarget Person</source>
        <translation>리타깃할 사람</translation>
    </message>
    <message>
        <location filename="../app/studio/option_form.cpp" line="0"/>
        <source>Short Segments</source>
        <translation>짧은 선분</translation>
    </message>
    <message>
        <location filename="../app/studio/option_form.cpp" line="0"/>
        <source>Flip Guard</source>
        <translation>뒤집힘 방지</translation>
    </message>
    <message>
        <location filename="../app/studio/option_form.cpp" line="0"/>
        <source>Bends</source>
        <translation>굽힘</translation>
    </message>
    <message>
        <location filename="../app/studio/option_form.cpp" line="0"/>
        <source>Plant Feet</source>
        <translation>발 고정</translation>
    </message>
    <message>
        <location filename="../app/studio/option_form.cpp" line="0"/>
        <source>Floor</source>
        <translation>바닥</translation>
    </message>
    <message>
        <location filename="../app/studio/option_form.cpp" line="0"/>
        <source>Stance</source>
        <translation>스탠스</translation>
    </message>
    <message>
        <location filename="../app/studio/option_form.cpp" line="0"/>
        <source>Idle Animation</source>
        <translation>아이들 애니메이션</translation>
    </message>
    <message>
        <location filename="../app/studio/option_form.cpp" line="0"/>
        <source>Carry Idle</source>
        <translation>아이들 이어 넣기</translation>
    </message>
    <message>
        <location filename="../app/studio/option_form.cpp" line="0"/>
        <source>Switch Tolerance</source>
        <translation>전환 허용 오차</translation>
    </message>
    <message>
        <location filename="../app/studio/option_form.cpp" line="0"/>
        <source>Switch Minimum</source>
        <translation>전환 최소 시간</translation>
    </message>
    <message>
        <location filename="../app/studio/option_form.cpp" line="0"/>
        <source>Reduce Keys</source>
        <translation>키 줄이기</translation>
    </message>
    <message>
        <location filename="../app/studio/option_form.cpp" line="0"/>
        <source>Reduce Hip</source>
        <translation>엉덩이 키 줄이기</translation>
    </message>
    <message>
        <location filename="../app/studio/option_form.cpp" line="0"/>
        <source>Keep Planted</source>
        <translation>디딘 발 유지</translation>
    </message>
    <message>
        <location filename="../app/studio/option_form.cpp" line="0"/>
        <source>refuse</source>
        <translation>거부</translation>
    </message>
    <message>
        <location filename="../app/studio/option_form.cpp" line="0"/>
        <source>clamp</source>
        <translation>펴기</translation>
    </message>
    <message>
        <location filename="../app/studio/option_form.cpp" line="0"/>
        <source> leg lengths</source>
        <translation> 다리 길이</translation>
    </message>
    <message>
        <location filename="../app/studio/option_form.cpp" line="0"/>
        <source> s</source>
        <translation> 초</translation>
    </message>
    <message>
        <location filename="../app/studio/option_form.cpp" line="0"/>
        <source> units</source>
        <translation> 단위</translation>
    </message>
    <message>
        <location filename="../app/studio/run_options_panel.cpp" line="0"/>
        <source>Legs Window</source>
        <translation>다리 창</translation>
    </message>
    <message>
        <location filename="../app/studio/run_options_panel.cpp" line="0"/>
        <source>Rest Window</source>
        <translation>나머지 창</translation>
    </message>
    <message>
        <location filename="../app/studio/run_options_panel.cpp" line="0"/>
        <source>Hold Still Joints</source>
        <translation>멈춘 관절 고정</translation>
    </message>
    <message>
        <location filename="../app/studio/run_options_panel.cpp" line="0"/>
        <source>Hold Speed</source>
        <translation>고정 속도</translation>
    </message>
    <message>
        <location filename="../app/studio/run_options_panel.cpp" line="0"/>
        <source>Hold Reach</source>
        <translation>고정 범위</translation>
    </message>
    <message>
        <location filename="../app/studio/run_options_panel.cpp" line="0"/>
        <source>Loop</source>
        <translation>반복</translation>
    </message>
    <message>
        <location filename="../app/studio/run_options_panel.cpp" line="0"/>
        <source>Hips Inferred</source>
        <translation>엉덩이 추정</translation>
    </message>
    <message>
        <location filename="../app/studio/run_options_panel.cpp" line="0"/>
        <source>Depth</source>
        <translation>깊이</translation>
    </message>
    <message>
        <location filename="../app/studio/run_options_panel.cpp" line="0"/>
        <source>Clean Person</source>
        <translation>정리할 사람</translation>
    </message>
    <message>
        <source>Leg Scale</source>
        <translation>다리 배율</translation>
    </message>
</context>
<context>
    <name>rigpose::widgets::KeyCountModel</name>
    <message>
        <source>%1 units</source>
        <translation>%1 단위</translation>
    </message>
    <message>
        <source>%1 of its length</source>
        <translation>길이의 %1</translation>
    </message>
    <message>
        <source>Worst on frame %1: %2 within %3</source>
        <translation>최대 오차 프레임 %1: %2 (허용 %3)</translation>
    </message>
    <message>
        <source>Chain %1%2</source>
        <translation>체인 %1%2</translation>
    </message>
    <message>
        <source>, its own tolerance</source>
        <translation>, 자체 허용치</translation>
    </message>
    <message>
        <source>Held for chain %1 below it</source>
        <translation>아래 체인 %1에 맞춰 조임</translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s) kept whatever the fit found</source>
        <translation>
            <numerusform>맞춤과 관계없이 유지한 프레임 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>Bone</source>
        <translation>본</translation>
    </message>
    <message>
        <source>Track</source>
        <translation>트랙</translation>
    </message>
    <message>
        <source>Dense keys</source>
        <translation>촘촘한 키</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>키</translation>
    </message>
    <message>
        <source>Fewer</source>
        <translation>감소 배율</translation>
    </message>
    <message>
        <source>Curves</source>
        <translation>곡선</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>최대 오차</translation>
    </message>
    <message>
        <source>Within</source>
        <translation>허용치</translation>
    </message>
    <message>
        <source>At frame</source>
        <translation>프레임</translation>
    </message>
</context>
<context>
    <name>rigpose::studio::BounceLane</name>
    <message>
        <source>%1: the pose holds still</source>
        <translation>%1: 포즈가 움직이지 않음</translation>
    </message>
    <message>
        <source>%1 %2× the pose&apos;s</source>
        <translation>%1 포즈의 %2배</translation>
    </message>
    <message>
        <source> (r %1)</source>
        <translation> (r %1)</translation>
    </message>
    <message>
        <source>%1 supports, bob on the rig: %2, %3</source>
        <translation>%1 지지, 리그의 상하 흔들림: %2, %3</translation>
    </message>
    <message>
        <source>hip</source>
        <translation>엉덩이</translation>
    </message>
    <message>
        <source>neck</source>
        <translation>목</translation>
    </message>
    <message>
        <source>%1 above the neck</source>
        <translation>목 위의 %1</translation>
    </message>
</context>
<context>
    <name>rigpose::studio::LegScaleLanes</name>
    <message>
        <source>%1 held at its %2 %3: the picture asked %4–%5 of its straight length</source>
        <translation>%1을(를) %2 %3에 고정: 그림은 곧은 길이의 %4–%5를 요구</translation>
    </message>
    <message>
        <source>%1 supporting leg asked %2, held at %3; the hip lifted up to %4 units so the ankle stays on the floor</source>
        <translation>%1 지지 다리가 %2를 요구해 %3에 고정; 발목이 바닥에 남도록 엉덩이를 최대 %4 단위 올림</translation>
    </message>
    <message>
        <source>%1&apos;s art sheared past 1° (the most %2°, on frame %3)</source>
        <translation>%1의 그림이 1° 넘게 기울어짐 (최대 %2°, 프레임 %3)</translation>
    </message>
    <message>
        <source>; it inherits "normal" from scaled %1: "noScale" takes the shear out</source>
        <translation>; 배율이 바뀐 %1에서 "normal"을 상속: "noScale"이면 기울어짐이 없어짐</translation>
    </message>
</context>
<context>
    <name>rigpose::studio::ReportFollower</name>
    <message>
        <source>clean</source>
        <translation>정리</translation>
    </message>
    <message>
        <source>retarget</source>
        <translation>리타깃</translation>
    </message>
</context>
<context>
    <name>rigpose::studio::ViewportFollower</name>
    <message>
        <source>Stale: the last edit&apos;s run was refused (%1); showing the last good run</source>
        <translation>지난 결과: 마지막 편집의 실행이 거부되었습니다(%1). 마지막으로 통과한 실행을 보여 줍니다</translation>
    </message>
</context>
</TS>
