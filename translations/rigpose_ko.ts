<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name>rigpose::studio::CommandLine</name>
    <message>
        <source>The rigpose workstation: open a pose sequence and look at it.</source>
        <translation>rigpose 작업 도구: 포즈 시퀀스를 열어 살펴봅니다.</translation>
    </message>
    <message>
        <source>A pose sequence to open.</source>
        <translation>열 포즈 시퀀스.</translation>
    </message>
    <message>
        <source>Render the main window to a PNG once loaded, then quit.</source>
        <translation>불러오기가 끝나면 주 창을 PNG로 저장하고 종료합니다.</translation>
    </message>
    <message>
        <source>The main window&apos;s size, e.g. 1280x800.</source>
        <translation>주 창의 크기 (예: 1280x800).</translation>
    </message>
    <message>
        <source>The interface language (en, ko); overrides the settings.</source>
        <translation>인터페이스 언어 (en, ko). 설정보다 우선합니다.</translation>
    </message>
    <message>
        <source>Give at most one sequence to open.</source>
        <translation>열 시퀀스는 하나만 지정하세요.</translation>
    </message>
    <message>
        <source>--size takes WIDTHxHEIGHT in pixels, e.g. 1280x800; got &quot;%1&quot;.</source>
        <translation>--size에는 픽셀 단위의 너비x높이를 주세요 (예: 1280x800). 받은 값: &quot;%1&quot;.</translation>
    </message>
</context>
<context>
    <name>rigpose::studio::MainWindow</name>
    <message>
        <source>No sequence open.
Choose File → Open Sequence… (%1) to look at one.</source>
        <translation>열린 시퀀스가 없습니다.
파일 → 시퀀스 열기… (%1)로 시퀀스를 여세요.</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>%1 읽는 중…</translation>
    </message>
    <message>
        <source>&amp;Open Sequence…</source>
        <translation>시퀀스 열기(&amp;O)…</translation>
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
        <source>&amp;Full Screen</source>
        <translation>전체 화면(&amp;F)</translation>
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
        <source>&lt;h3&gt;rigpose-studio %1&lt;/h3&gt;&lt;p&gt;Puts human motion onto 2D bone rigs: reads pose sequences, cleans them and retargets them onto Spine rigs.&lt;/p&gt;&lt;p&gt;This version opens a pose sequence and describes it.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;rigpose-studio %1&lt;/h3&gt;&lt;p&gt;사람의 움직임을 2D 본 리그에 옮깁니다: 포즈 시퀀스를 읽고, 다듬고, Spine 리그에 리타깃합니다.&lt;/p&gt;&lt;p&gt;이 버전은 포즈 시퀀스를 열어 그 내용을 보여 줍니다.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>rigpose::studio::Screenshot</name>
    <message>
        <source>Could not write the screenshot %1.</source>
        <translation>스크린샷 %1을(를) 쓸 수 없습니다.</translation>
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
</TS>
