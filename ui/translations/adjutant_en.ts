<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB" sourcelanguage="en">
<context>
    <name>QObject</name>
    <message numerus="yes">
        <source>%1 has no orders to give now, while %2 takes its free bounds (%n still to come): watch the table together until the screen passes to %1.</source>
        <translation>
            <numerusform>%1 has no orders to give now, while %2 takes its free bound (%n still to come): watch the table together until the screen passes to %1.</numerusform>
            <numerusform>%1 has no orders to give now, while %2 takes its free bounds (%n still to come): watch the table together until the screen passes to %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReportWords</name>
    <message numerus="yes">
        <source>fired %n volley(s)</source>
        <translation>
            <numerusform>fired %n volley</numerusform>
            <numerusform>fired %n volleys</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>declared %n charge(s)</source>
        <translation>
            <numerusform>declared %n charge</numerusform>
            <numerusform>declared %n charges</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>took %n morale test(s)</source>
        <translation>
            <numerusform>took %n morale test</numerusform>
            <numerusform>took %n morale tests</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, and lost %n figure(s)</source>
        <translation>
            <numerusform>, and lost %n figure</numerusform>
            <numerusform>, and lost %n figures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n unit(s) broke</source>
        <translation>
            <numerusform>; %n unit broke</numerusform>
            <numerusform>; %n units broke</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The table at the end, after %n bound(s)</source>
        <translation>
            <numerusform>The table at the end, after %n bound</numerusform>
            <numerusform>The table at the end, after %n bounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No army broke in %n bound(s); %1 won decisively on points, %2.</source>
        <translation>
            <numerusform>No army broke in %n bound; %1 won decisively on points, %2.</numerusform>
            <numerusform>No army broke in %n bounds; %1 won decisively on points, %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No army broke in %n bound(s); %1 won narrowly on points, %2.</source>
        <translation>
            <numerusform>No army broke in %n bound; %1 won narrowly on points, %2.</numerusform>
            <numerusform>No army broke in %n bounds; %1 won narrowly on points, %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No army broke in %n bound(s), and neither led enough on points (%1): a draw.</source>
        <translation>
            <numerusform>No army broke in %n bound, and neither led enough on points (%1): a draw.</numerusform>
            <numerusform>No army broke in %n bounds, and neither led enough on points (%1): a draw.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adjutant::ui::ComputerTurns</name>
    <message numerus="yes">
        <source> %n to come: press Next order</source>
        <translation>
            <numerusform> %n to come: press Next order</numerusform>
            <numerusform> %n to come: press Next order</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adjutant::ui::HouseRulesDialog</name>
    <message numerus="yes">
        <source>%n reading(s) differ from the scenario&apos;s.</source>
        <translation>
            <numerusform>%n reading differs from the scenario&apos;s.</numerusform>
            <numerusform>%n readings differ from the scenario&apos;s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This game is played by %n reading(s) other than the scenario&apos;s.</source>
        <translation>
            <numerusform>This game is played by %n reading other than the scenario&apos;s.</numerusform>
            <numerusform>This game is played by %n readings other than the scenario&apos;s.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adjutant::ui::ImportProblemsBox</name>
    <message numerus="yes">
        <source>%n problem(s) in %1: nothing was added. Mend them all, then import the file again.</source>
        <translation>
            <numerusform>%n problem in %1: nothing was added. Mend it, then import the file again.</numerusform>
            <numerusform>%n problems in %1: nothing was added. Mend them all, then import the file again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>... and %n more under Show Details.</source>
        <translation>
            <numerusform>... and %n more under Show Details.</numerusform>
            <numerusform>... and %n more under Show Details.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adjutant::ui::JournalDock</name>
    <message numerus="yes">
        <source>%n command(s)</source>
        <translation>
            <numerusform>%n command</numerusform>
            <numerusform>%n commands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n command(s) shown</source>
        <translation>
            <numerusform>%1 of %n command shown</numerusform>
            <numerusform>%1 of %n commands shown</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adjutant::ui::ScenarioEditor</name>
    <message numerus="yes">
        <source>%n problem(s), first: %1</source>
        <translation>
            <numerusform>%n problem: %1</numerusform>
            <numerusform>%n problems, first: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adjutant::ui::SimulateDialog</name>
    <message numerus="yes">
        <source>Playing %n games...</source>
        <translation>
            <numerusform>Playing %n game...</numerusform>
            <numerusform>Playing %n games...</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n games played (cancelled)</source>
        <translation>
            <numerusform>%n game played (cancelled)</numerusform>
            <numerusform>%n games played (cancelled)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n games played</source>
        <translation>
            <numerusform>%n game played</numerusform>
            <numerusform>%n games played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n could not be played to the end</source>
        <translation>
            <numerusform>, %n could not be played to the end</numerusform>
            <numerusform>, %n could not be played to the end</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adjutant::ui::TraceColourTool</name>
    <message numerus="yes">
        <source>The outline covers %n hole(s) in the colour (a clearing, a pond); draw those that matter as their own areas.</source>
        <translation>
            <numerusform>The outline covers %n hole in the colour (a clearing, a pond); draw it as its own area if it matters.</numerusform>
            <numerusform>The outline covers %n holes in the colour (a clearing, a pond); draw those that matter as their own areas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adjutant::ui::TwoPlayerDialog</name>
    <message numerus="yes">
        <source>%n reading(s) of the rules differ from the scenario&apos;s.</source>
        <translation>
            <numerusform>%n reading of the rules differs from the scenario&apos;s.</numerusform>
            <numerusform>%n readings of the rules differ from the scenario&apos;s.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adjutant::ui::UnitPlacementDock</name>
    <message numerus="yes">
        <source>%n gun(s)</source>
        <translation>
            <numerusform>%n gun</numerusform>
            <numerusform>%n guns</numerusform>
        </translation>
    </message>
</context>
</TS>
