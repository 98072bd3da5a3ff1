<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>DifficultyWords</name>
    <message>
        <source>Novice</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <source>Steady</source>
        <translation>Erfahren</translation>
    </message>
    <message>
        <source>Veteran</source>
        <translation>Veteran</translation>
    </message>
    <message>
        <source>Follows its brigades&apos; orders, misjudges what each order is worth by up to six figures and takes no account of the risk to its own troops.</source>
        <translation>Folgt den Befehlen seiner Brigaden, verschätzt sich im Wert jedes Befehls um bis zu sechs Figuren und nimmt keine Rücksicht auf das Risiko für die eigenen Truppen.</translation>
    </message>
    <message>
        <source>Follows its brigades&apos; orders, misjudges by up to half a figure and weighs half the risk: the level the shipped scenarios are balanced with.</source>
        <translation>Folgt den Befehlen seiner Brigaden, verschätzt sich um bis zu eine halbe Figur und wägt das Risiko zur Hälfte: die Stufe, mit der die mitgelieferten Szenarien ausgewogen sind.</translation>
    </message>
    <message>
        <source>Judges every order as the rules give it and weighs all the risk; it also plays for the victory conditions, sending troops for the objectives that score and to those of its own the enemy comes for, and keeps its losses down where the rules allow.</source>
        <translation>Beurteilt jeden Befehl so, wie die Regeln ihn ergeben, und wägt das ganze Risiko; außerdem spielt er auf die Siegbedingungen, schickt Truppen zu den Zielen, die Punkte bringen, und zu eigenen Zielen, auf die der Gegner vorrückt, und hält seine Verluste klein, wo die Regeln es erlauben.</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>As the system is set</source>
        <translation>Wie im System eingestellt</translation>
    </message>
</context>
<context>
    <name>ObjectiveMarks</name>
    <message>
        <source>%1 (1 point)</source>
        <translation>%1 (1 Punkt)</translation>
    </message>
    <message>
        <source>%1 (%2 points)</source>
        <translation>%1 (%2 Punkte)</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>%1 resolved</source>
        <translation>%1 ausgewertet</translation>
    </message>
    <message>
        <source>deployment zone</source>
        <translation>Aufstellungsraum</translation>
    </message>
    <message>
        <source>objective</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Scenarios (*.scenario.json);;All files (*)</source>
        <translation>Szenarien (*.scenario.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>yds</source>
        <translation>Yds</translation>
    </message>
    <message>
        <source>paces</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>%1 cm</source>
        <translation>%1 cm</translation>
    </message>
    <message>
        <source>%1 in</source>
        <translation>%1 Zoll</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>x %1, y %2</source>
        <translation>x %1, y %2</translation>
    </message>
    <message>
        <source>There is no game.</source>
        <translation>Es gibt keine Partie.</translation>
    </message>
    <message>
        <source>The ruleset &quot;%1&quot; has no referee to propose orders.</source>
        <translation>Das Regelwerk „%1“ hat keinen Schiedsrichter, der Befehle vorschlagen könnte.</translation>
    </message>
    <message>
        <source>side %1</source>
        <translation>Partei %1</translation>
    </message>
    <message>
        <source>not rolled yet (rolled when the first step is resolved)</source>
        <translation>noch nicht gewürfelt (gewürfelt, wenn der erste Schritt ausgewertet wird)</translation>
    </message>
    <message>
        <source>no free bounds owed: both sides act</source>
        <translation>keine freien Züge ausstehend: beide Seiten handeln</translation>
    </message>
    <message>
        <source>%1, one free bound still to come</source>
        <translation>%1, noch ein freier Zug ausstehend</translation>
    </message>
    <message>
        <source>%1, %2 free bounds still to come</source>
        <translation>%1, noch %2 freie Züge ausstehend</translation>
    </message>
    <message>
        <source>%1: %2 (%3 of %4 units may act)</source>
        <translation>%1: %2 (%3 von %4 Einheiten dürfen handeln)</translation>
    </message>
    <message>
        <source>no step</source>
        <translation>kein Schritt</translation>
    </message>
    <message>
        <source>%1, player turn %2 of %3</source>
        <translation>%1, Spielerzug %2 von %3</translation>
    </message>
    <message>
        <source>both sides</source>
        <translation>beide Seiten</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>Saved games (*.save.jsonl);;All files (*)</source>
        <translation>Spielstände (*.save.jsonl);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Computer (novice)</source>
        <translation>Computer (Anfänger)</translation>
    </message>
    <message>
        <source>Computer (steady)</source>
        <translation>Computer (erfahren)</translation>
    </message>
    <message>
        <source>Computer (veteran)</source>
        <translation>Computer (Veteran)</translation>
    </message>
    <message>
        <source>Default orders</source>
        <translation>Standardbefehle</translation>
    </message>
    <message>
        <source>%1: there is no table to export</source>
        <translation>%1: es gibt keinen Tisch zum Exportieren</translation>
    </message>
    <message>
        <source>%1: cannot be written: %2</source>
        <translation>%1: kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1: cannot be written as a PDF</source>
        <translation>%1: kann nicht als PDF geschrieben werden</translation>
    </message>
    <message>
        <source>%1 moves first this bound</source>
        <translation>%1 zieht in diesem Zug zuerst</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>Befehle</translation>
    </message>
    <message>
        <source>Cancel the fire order at %1</source>
        <translation>Feuerbefehl auf %1 zurücknehmen</translation>
    </message>
    <message>
        <source>the fire has been carried out</source>
        <translation>das Feuer ist schon ausgeführt</translation>
    </message>
    <message>
        <source>Withdraw the charge on %1</source>
        <translation>Angriff auf %1 zurückziehen</translation>
    </message>
    <message>
        <source>charges are withdrawn only while they are declared</source>
        <translation>Angriffe werden nur zurückgezogen, solange sie angesagt sind</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Notiz:</translation>
    </message>
    <message>
        <source>hold its ground</source>
        <translation>seine Stellung halten</translation>
    </message>
    <message>
        <source>hold %1</source>
        <translation>%1 halten</translation>
    </message>
    <message>
        <source>hold the left flank</source>
        <translation>die linke Flanke halten</translation>
    </message>
    <message>
        <source>hold the right flank</source>
        <translation>die rechte Flanke halten</translation>
    </message>
    <message>
        <source>attack the enemy&apos;s left flank</source>
        <translation>die linke Flanke des Feindes angreifen</translation>
    </message>
    <message>
        <source>attack the enemy&apos;s right flank</source>
        <translation>die rechte Flanke des Feindes angreifen</translation>
    </message>
    <message>
        <source>capture its objective</source>
        <translation>sein Ziel einnehmen</translation>
    </message>
    <message>
        <source>capture %1</source>
        <translation>%1 einnehmen</translation>
    </message>
    <message>
        <source>attack</source>
        <translation>angreifen</translation>
    </message>
    <message>
        <source>attack towards %1</source>
        <translation>in Richtung %1 angreifen</translation>
    </message>
    <message>
        <source>Task: %1</source>
        <translation>Auftrag: %1</translation>
    </message>
    <message>
        <source>No written orders.</source>
        <translation>Keine schriftlichen Befehle.</translation>
    </message>
    <message>
        <source>%1 · table %2</source>
        <translation>%1 · Tisch %2</translation>
    </message>
    <message>
        <source>Who plays</source>
        <translation>Wer spielt</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>Ziele</translation>
    </message>
    <message>
        <source>Click an objective to see it on the table.</source>
        <translation>Ein Ziel anklicken, um es auf dem Tisch zu sehen.</translation>
    </message>
    <message>
        <source>How the battle is won</source>
        <translation>Wie die Schlacht gewonnen wird</translation>
    </message>
    <message>
        <source>Orders of %1</source>
        <translation>Befehle für %1</translation>
    </message>
    <message>
        <source>The battle</source>
        <translation>Die Schlacht</translation>
    </message>
    <message>
        <source>A person</source>
        <translation>Ein Mensch</translation>
    </message>
    <message>
        <source>The computer, novice</source>
        <translation>Der Computer, Anfänger</translation>
    </message>
    <message>
        <source>The computer, steady</source>
        <translation>Der Computer, erfahren</translation>
    </message>
    <message>
        <source>The computer, veteran</source>
        <translation>Der Computer, Veteran</translation>
    </message>
    <message>
        <source>%1 × %2 in</source>
        <translation>%1 × %2 Zoll</translation>
    </message>
    <message>
        <source>%1 (%2 × %3 ft)</source>
        <translation>%1 (%2 × %3 Fuß)</translation>
    </message>
    <message>
        <source>1 unit a side</source>
        <translation>1 Einheit je Partei</translation>
    </message>
    <message>
        <source>%1 units a side</source>
        <translation>%1 Einheiten je Partei</translation>
    </message>
    <message>
        <source>%1 units against %2</source>
        <translation>%1 Einheiten gegen %2</translation>
    </message>
    <message>
        <source>Side %1</source>
        <translation>Partei %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 Punkt</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 Punkte</translation>
    </message>
    <message>
        <source>scores nothing</source>
        <translation>zählt nicht</translation>
    </message>
    <message>
        <source>The game is over: %1</source>
        <translation>Die Partie ist zu Ende: %1</translation>
    </message>
    <message>
        <source>%1: every unit starts where the scenario places it.</source>
        <translation>%1: Jede Einheit beginnt dort, wo das Szenario sie aufstellt.</translation>
    </message>
    <message>
        <source>%1: each side places its units in its own zones, unseen by the other; both are revealed together.</source>
        <translation>%1: Jede Seite stellt ihre Einheiten in ihren eigenen Räumen auf, ungesehen von der anderen; beide werden zugleich aufgedeckt.</translation>
    </message>
    <message>
        <source>%1: both sides give their orders at once; each side&apos;s orders stay hidden until both are ready.</source>
        <translation>%1: Beide Seiten geben zugleich ihre Befehle; die Befehle jeder Seite bleiben verborgen, bis beide bereit sind.</translation>
    </message>
    <message>
        <source>%1: %2 gives its orders.</source>
        <translation>%1: %2 gibt ihre Befehle.</translation>
    </message>
    <message>
        <source>orders fixed, hidden from the other side until both are ready</source>
        <translation>Befehle festgelegt, vor der anderen Seite verborgen, bis beide bereit sind</translation>
    </message>
    <message>
        <source>no orders to give in this step</source>
        <translation>in diesem Schritt keine Befehle zu geben</translation>
    </message>
    <message>
        <source>giving orders</source>
        <translation>gibt Befehle</translation>
    </message>
    <message>
        <source>asked to take back steps: to answer</source>
        <translation>um Rücknahme von Schritten gebeten: zu beantworten</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist zu Ende.</translation>
    </message>
    <message>
        <source>%1 asks to take back steps: agree or refuse.</source>
        <translation>%1 bittet, Schritte zurückzunehmen: zustimmen oder ablehnen.</translation>
    </message>
    <message>
        <source>Place your units in your zones by dragging them, then press Ready.</source>
        <translation>Ihre Einheiten durch Ziehen in Ihren Räumen aufstellen, dann „Bereit“ drücken.</translation>
    </message>
    <message>
        <source>Give your orders on the table, then press Ready.</source>
        <translation>Ihre Befehle auf dem Tisch geben, dann „Bereit“ drücken.</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <translation>Warten auf %1.</translation>
    </message>
    <message>
        <source>Over: %1</source>
        <translation>Zu Ende: %1</translation>
    </message>
    <message>
        <source>Your move (%1): %2</source>
        <translation>Ihr Zug (%1): %2</translation>
    </message>
    <message>
        <source>Your turn file to send: %1</source>
        <translation>Ihre Zugdatei ist zu senden: %1</translation>
    </message>
    <message>
        <source>Waiting for %1: %2</source>
        <translation>Warten auf %1: %2</translation>
    </message>
    <message>
        <source>Now: %1</source>
        <translation>Jetzt: %1</translation>
    </message>
    <message>
        <source>%1 is ready (%2)</source>
        <translation>%1 ist bereit (%2)</translation>
    </message>
    <message>
        <source>Both sides&apos; orders revealed and carried out: %1</source>
        <translation>Die Befehle beider Seiten aufgedeckt und ausgeführt: %1</translation>
    </message>
    <message>
        <source>%1 asks to take back %2</source>
        <translation>%1 bittet, %2 zurückzunehmen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an address to connect to</source>
        <translation>„%1“ ist keine Adresse, mit der sich verbinden ließe</translation>
    </message>
    <message>
        <source>Give the broker&apos;s address</source>
        <translation>Die Adresse des Brokers angeben</translation>
    </message>
    <message>
        <source>An unknown way of playing live</source>
        <translation>Eine unbekannte Art, live zu spielen</translation>
    </message>
    <message>
        <source>hosting on port %1</source>
        <translation>Gastgeber an Port %1</translation>
    </message>
    <message>
        <source>joined %1:%2</source>
        <translation>verbunden mit %1:%2</translation>
    </message>
    <message>
        <source>through the broker at %1:%2</source>
        <translation>über den Broker %1:%2</translation>
    </message>
    <message>
        <source>Send your turn file to the player of %1 (Game &gt; Send turn...).</source>
        <translation>Ihre Zugdatei an den Spieler von %1 senden (Partie &gt; Zug senden ...).</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message numerus="yes">
        <source>%1 has no orders to give now, while %2 takes its free bounds (%n still to come): watch the table together until the screen passes to %1.</source>
        <translation>
            <numerusform>%1 hat jetzt keine Befehle zu geben, während %2 seinen freien Zug nimmt (noch %n): Schaut gemeinsam auf den Tisch, bis der Bildschirm an %1 geht.</numerusform>
            <numerusform>%1 hat jetzt keine Befehle zu geben, während %2 seine freien Züge nimmt (noch %n): Schaut gemeinsam auf den Tisch, bis der Bildschirm an %1 geht.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReportWords</name>
    <message>
        <source>%1 won: %2 broke in bound %3, with %4 of its figures lost or out of action.</source>
        <translation>%1 hat gesiegt: %2 brach in Zug %3, mit %4 seiner Figuren verloren oder außer Gefecht.</translation>
    </message>
    <message>
        <source>Both armies broke: the battle was drawn.</source>
        <translation>Beide Armeen brachen: die Schlacht endete unentschieden.</translation>
    </message>
    <message>
        <source>%1 lost %2, %3 lost %4.</source>
        <translation>%1 verlor %2, %3 verlor %4.</translation>
    </message>
    <message>
        <source>%1 (%2) broke and is out of action.</source>
        <translation>%1 (%2) brach und ist außer Gefecht.</translation>
    </message>
    <message>
        <source>%1 broke: it had lost the share of its figures that ends the battle.</source>
        <translation>%1 brach: sie hatte den Anteil ihrer Figuren verloren, der die Schlacht entscheidet.</translation>
    </message>
    <message numerus="yes">
        <source>fired %n volley(s)</source>
        <translation>
            <numerusform>gab %n Salve ab</numerusform>
            <numerusform>gab %n Salven ab</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>declared %n charge(s)</source>
        <translation>
            <numerusform>sagte %n Angriff an</numerusform>
            <numerusform>sagte %n Angriffe an</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>took %n morale test(s)</source>
        <translation>
            <numerusform>legte %n Moralprobe ab</numerusform>
            <numerusform>legte %n Moralproben ab</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 neither fired nor charged</source>
        <translation>%1 feuerte nicht und griff nicht an</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>, and lost %n figure(s)</source>
        <translation>
            <numerusform> und verlor %n Figur</numerusform>
            <numerusform> und verlor %n Figuren</numerusform>
        </translation>
    </message>
    <message>
        <source>, and lost no figures</source>
        <translation> und verlor keine Figuren</translation>
    </message>
    <message numerus="yes">
        <source>; %n unit(s) broke</source>
        <translation>
            <numerusform>; %n Einheit brach</numerusform>
            <numerusform>; %n Einheiten brachen</numerusform>
        </translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Figures lost</source>
        <translation>Verlorene Figuren</translation>
    </message>
    <message>
        <source>After-action report. Ruleset: %1; dice seed %2.</source>
        <translation>Gefechtsbericht. Regelwerk: %1; Startwert der Würfel %2.</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Army</source>
        <translation>Armee</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Einheiten</translation>
    </message>
    <message>
        <source>Figures at the start</source>
        <translation>Figuren zu Beginn</translation>
    </message>
    <message>
        <source>Casualties</source>
        <translation>Verluste</translation>
    </message>
    <message>
        <source>Lost or out of action</source>
        <translation>Verloren oder außer Gefecht</translation>
    </message>
    <message>
        <source>The table at the start</source>
        <translation>Der Tisch zu Beginn</translation>
    </message>
    <message numerus="yes">
        <source>The table at the end, after %n bound(s)</source>
        <translation>
            <numerusform>Der Tisch am Ende, nach %n Zug</numerusform>
            <numerusform>Der Tisch am Ende, nach %n Zügen</numerusform>
        </translation>
    </message>
    <message>
        <source>Losses by bound</source>
        <translation>Verluste je Zug</translation>
    </message>
    <message>
        <source>Turning points</source>
        <translation>Wendepunkte</translation>
    </message>
    <message>
        <source>No charge was pressed home and no unit broke.</source>
        <translation>Kein Angriff wurde durchgeführt, und keine Einheit brach.</translation>
    </message>
    <message>
        <source>Bound %1:</source>
        <translation>Zug %1:</translation>
    </message>
    <message>
        <source>The battle bound by bound</source>
        <translation>Die Schlacht Zug um Zug</translation>
    </message>
    <message>
        <source>Bound %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>Bound %1 (not finished)</source>
        <translation>Zug %1 (nicht beendet)</translation>
    </message>
    <message>
        <source>%1 (%2) charged %3, which had already broken.</source>
        <translation>%1 (%2) griff %3 an; der Gegner war schon gebrochen.</translation>
    </message>
    <message>
        <source>%1 (%2) charged %3 and broke it.</source>
        <translation>%1 (%2) griff %3 an und warf den Gegner.</translation>
    </message>
    <message>
        <source>%1 (%2) charged %3, which gave ground.</source>
        <translation>%1 (%2) griff %3 an; der Gegner wich zurück.</translation>
    </message>
    <message>
        <source>%1 (%2) charged %3 and was broken.</source>
        <translation>%1 (%2) griff %3 an und wurde geworfen.</translation>
    </message>
    <message>
        <source>%1 (%2) charged %3 and was thrown back.</source>
        <translation>%1 (%2) griff %3 an und wurde zurückgeschlagen.</translation>
    </message>
    <message>
        <source>%1 (%2) charged %3; neither gave way.</source>
        <translation>%1 (%2) griff %3 an; keine Seite wich.</translation>
    </message>
    <message>
        <source>%1 points to %2</source>
        <translation>%1 zu %2 Punkten</translation>
    </message>
    <message numerus="yes">
        <source>No army broke in %n bound(s); %1 won decisively on points, %2.</source>
        <translation>
            <numerusform>Keine Armee brach in %n Zug; %1 siegte entscheidend nach Punkten, %2.</numerusform>
            <numerusform>Keine Armee brach in %n Zügen; %1 siegte entscheidend nach Punkten, %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No army broke in %n bound(s); %1 won narrowly on points, %2.</source>
        <translation>
            <numerusform>Keine Armee brach in %n Zug; %1 siegte knapp nach Punkten, %2.</numerusform>
            <numerusform>Keine Armee brach in %n Zügen; %1 siegte knapp nach Punkten, %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No army broke in %n bound(s), and neither led enough on points (%1): a draw.</source>
        <translation>
            <numerusform>Keine Armee brach in %n Zug, und keine führte genug nach Punkten (%1): unentschieden.</numerusform>
            <numerusform>Keine Armee brach in %n Zügen, und keine führte genug nach Punkten (%1): unentschieden.</numerusform>
        </translation>
    </message>
    <message>
        <source>The table at the start, every unit where it was deployed</source>
        <translation>Der Tisch zu Beginn, jede Einheit dort, wo sie aufgestellt war</translation>
    </message>
    <message>
        <source>The table at the end, every unit where the battle left it</source>
        <translation>Der Tisch am Ende, jede Einheit dort, wo die Schlacht sie gelassen hat</translation>
    </message>
    <message>
        <source>A chart of the figures each army lost in each bound</source>
        <translation>Ein Diagramm der Figuren, die jede Armee in jedem Zug verlor</translation>
    </message>
</context>
<context>
    <name>ReportWriter</name>
    <message>
        <source>%1: cannot be written: %2</source>
        <translation>%1: kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>ScenarioLibrary</name>
    <message>
        <source>it could not be read</source>
        <translation>sie konnte nicht gelesen werden</translation>
    </message>
    <message>
        <source>its id &quot;%1&quot; is already taken by %2; a house-rules copy needs an id of its own</source>
        <translation>seine Kennung „%1“ ist schon durch %2 belegt; eine Hausregel-Kopie braucht eine eigene Kennung</translation>
    </message>
    <message>
        <source>How the game is won</source>
        <translation>Wie die Partie gewonnen wird</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Anmerkungen</translation>
    </message>
</context>
<context>
    <name>UserFolders</name>
    <message>
        <source>shipped with Adjutant</source>
        <translation>mit Adjutant geliefert</translation>
    </message>
    <message>
        <source>your folder</source>
        <translation>Ihr Ordner</translation>
    </message>
</context>
<context>
    <name>VictoryText</name>
    <message>
        <source>neither side</source>
        <translation>keine Partei</translation>
    </message>
    <message>
        <source>whichever side holds it alone</source>
        <translation>die Partei, die es allein hält</translation>
    </message>
    <message>
        <source>%1 must hold it; if it does not, %2 scores it</source>
        <translation>%1 muss es halten; hält sie es nicht, punktet %2</translation>
    </message>
    <message>
        <source>at the end of bound %1</source>
        <translation>am Ende von Zug %1</translation>
    </message>
    <message>
        <source>at the end of the game</source>
        <translation>am Ende der Partie</translation>
    </message>
    <message>
        <source>The game lasts &lt;b&gt;%1 bounds&lt;/b&gt;, unless an army breaks first.</source>
        <translation>Die Partie dauert &lt;b&gt;%1 Züge&lt;/b&gt;, sofern nicht vorher eine Armee bricht.</translation>
    </message>
    <message>
        <source>%1 breaks when it has lost %2 of its figures.</source>
        <translation>%1 bricht, wenn sie %2 ihrer Figuren verloren hat.</translation>
    </message>
    <message>
        <source>%1 breaks when it has lost the share the rules set.</source>
        <translation>%1 bricht, wenn sie den Anteil verloren hat, den die Regeln festsetzen.</translation>
    </message>
    <message>
        <source>Objectives (a side holds one with a unit in action within %1 inches and no enemy there):</source>
        <translation>Ziele (eine Partei hält eines mit einer kampffähigen Einheit im Umkreis von %1 Zoll, wenn dort kein Feind steht):</translation>
    </message>
    <message>
        <source>Each %1% of the enemy&apos;s army lost scores a point. </source>
        <translation>Je %1 % Verluste der feindlichen Armee bringen einen Punkt. </translation>
    </message>
    <message>
        <source>, and a lead of %1 or more wins decisively, as breaking the enemy does.</source>
        <translation>, ein Vorsprung von %1 oder mehr gewinnt entscheidend, wie das Brechen des Feindes.</translation>
    </message>
    <message>
        <source>; only breaking the enemy&apos;s army wins decisively.</source>
        <translation>; nur das Brechen der feindlichen Armee gewinnt entscheidend.</translation>
    </message>
    <message>
        <source>&lt;b&gt;no result&lt;/b&gt;: a side has no units, so no battle was fought</source>
        <translation>&lt;b&gt;kein Ergebnis&lt;/b&gt;: eine Seite hat keine Einheiten, also wurde keine Schlacht geschlagen</translation>
    </message>
    <message>
        <source>a &lt;b&gt;draw&lt;/b&gt;</source>
        <translation>&lt;b&gt;unentschieden&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 wins decisively&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1 gewinnt entscheidend&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 wins by a narrow margin&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1 gewinnt knapp&lt;/b&gt;</translation>
    </message>
    <message>
        <source> and is &lt;b&gt;broken&lt;/b&gt;</source>
        <translation> und ist &lt;b&gt;gebrochen&lt;/b&gt;</translation>
    </message>
    <message>
        <source>%1: held by %2 now.</source>
        <translation>%1: jetzt gehalten von %2.</translation>
    </message>
    <message>
        <source>The game is over: %1.</source>
        <translation>Die Partie ist zu Ende: %1.</translation>
    </message>
    <message>
        <source>Bound %1 of %2.</source>
        <translation>Zug %1 von %2.</translation>
    </message>
    <message>
        <source>If it ended now: %1.</source>
        <translation>Endete sie jetzt: %1.</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 Punkt</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 Punkte</translation>
    </message>
    <message>
        <source>%1, judged %2; %3.</source>
        <translation>%1, gewertet %2; %3.</translation>
    </message>
    <message>
        <source>At the end a lead of more than %1 wins</source>
        <translation>Am Ende gewinnt ein Vorsprung von mehr als %1</translation>
    </message>
    <message>
        <source>%1 has lost %2 of its figures (it breaks at %3)%4; its score: %5.</source>
        <translation>%1 hat %2 ihrer Figuren verloren (sie bricht bei %3)%4; ihr Stand: %5.</translation>
    </message>
    <message>
        <source>%1: judged, %2 to %3.</source>
        <translation>%1: gewertet, %2 an %3.</translation>
    </message>
    <message>
        <source>%1 scores a point for each %2% of the enemy&apos;s army lost. </source>
        <translation>%1 erhält einen Punkt je %2 % Verluste der feindlichen Armee. </translation>
    </message>
    <message>
        <source>%1 scores nothing for the enemy&apos;s losses. </source>
        <translation>%1 erhält nichts für die Verluste des Feindes. </translation>
    </message>
    <message>
        <source>At the end the side ahead on points wins</source>
        <translation>Am Ende gewinnt die Seite mit mehr Punkten</translation>
    </message>
</context>
<context>
    <name>adjutant::ui</name>
    <message>
        <source>%1 could not be opened.</source>
        <translation>%1 konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2</source>
        <translation>%1 konnte nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>The ruleset file %1 could not be loaded and was skipped: %2. The other rulesets are ready to play.</source>
        <translation>Die Regeldatei %1 konnte nicht geladen werden und wurde übergangen: %2. Die übrigen Regelwerke sind spielbereit.</translation>
    </message>
    <message>
        <source>The ruleset files %1 could not be loaded and were skipped. The first problem: %2. The other rulesets are ready to play.</source>
        <translation>Die Regeldateien %1 konnten nicht geladen werden und wurden übergangen. Das erste Problem: %2. Die übrigen Regelwerke sind spielbereit.</translation>
    </message>
    <message>
        <source>Rulesets skipped</source>
        <translation>Regelwerke übergangen</translation>
    </message>
    <message>
        <source>Adjutant met a fault it cannot recover from and has to close (%1). Every order already carried out is in the saved game, which opens again where it was left. Please report the fault with the file that was open.</source>
        <translation>Adjutant ist auf einen Fehler gestoßen, den es nicht beheben kann, und muss schließen (%1). Jeder bereits ausgeführte Befehl steht im Spielstand, der sich dort wieder öffnet, wo er verlassen wurde. Bitte melden Sie den Fehler mit der Datei, die geöffnet war.</translation>
    </message>
    <message>
        <source>Adjutant has to close</source>
        <translation>Adjutant muss schließen</translation>
    </message>
    <message>
        <source>%1 (field %2)</source>
        <translation>%1 (Feld %2)</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::BriefingDock</name>
    <message>
        <source>Briefing</source>
        <translation>Lagebesprechung</translation>
    </message>
    <message>
        <source>Begin the battle</source>
        <translation>Die Schlacht beginnen</translation>
    </message>
    <message>
        <source>Start bound 1; the briefing stays in its tab</source>
        <translation>Zug 1 beginnen; die Lagebesprechung bleibt in ihrem Reiter</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::CalibrateMapTool</name>
    <message>
        <source>&amp;Calibrate map</source>
        <translation>Karte &amp;einmessen</translation>
    </message>
    <message>
        <source>Calibrate the map: click two points a known distance apart</source>
        <translation>Karte einmessen: zwei Punkte in bekanntem Abstand anklicken</translation>
    </message>
    <message>
        <source>The scenario has no map to calibrate: choose one under Scenario &gt; Map image</source>
        <translation>Das Szenario hat keine Karte zum Einmessen: unter Szenario &gt; Kartenbild eine wählen</translation>
    </message>
    <message>
        <source>There is no map to calibrate.</source>
        <translation>Es gibt keine Karte zum Einmessen.</translation>
    </message>
    <message>
        <source>The map image %1 cannot be read.</source>
        <translation>Das Kartenbild %1 kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Calibrate the map</source>
        <translation>Karte einmessen</translation>
    </message>
    <message>
        <source>Map calibrated: %1 in per pixel</source>
        <translation>Karte eingemessen: %1 Zoll je Pixel</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::CalibrationDialog</name>
    <message>
        <source>Calibrate the map</source>
        <translation>Karte einmessen</translation>
    </message>
    <message>
        <source>The two points lie %1 in apart on the table as the map is placed now. How far apart are they on the ground? The map is rescaled about the first point.</source>
        <translation>Die beiden Punkte liegen, wie die Karte jetzt liegt, %1 Zoll auseinander. Wie weit liegen sie im Gelände auseinander? Die Karte wird um den ersten Punkt neu skaliert.</translation>
    </message>
    <message>
        <source>paces</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>yards</source>
        <translation>Yards</translation>
    </message>
    <message>
        <source>table inches</source>
        <translation>Zoll auf dem Tisch</translation>
    </message>
    <message>
        <source>&amp;Distance</source>
        <translation>&amp;Entfernung</translation>
    </message>
    <message>
        <source>&amp;Unit</source>
        <translation>&amp;Einheit</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::ChargeTool</name>
    <message>
        <source>&amp;Charge</source>
        <translation>&amp;Angriff</translation>
    </message>
    <message>
        <source>Drag from a unit onto the enemy it charges (declared at step 1 of the bound)</source>
        <translation>Von einer Einheit auf den Feind ziehen, den sie angreift (angesagt in Schritt 1 des Zuges)</translation>
    </message>
    <message>
        <source>Drag onto the unit %1 charges</source>
        <translation>Auf die Einheit ziehen, die %1 angreift</translation>
    </message>
    <message>
        <source>%1 may charge %2</source>
        <translation>%1 darf %2 angreifen</translation>
    </message>
    <message>
        <source>No charge: %1</source>
        <translation>Kein Angriff: %1</translation>
    </message>
    <message>
        <source>%1 declares a charge on %2</source>
        <translation>%1 sagt einen Angriff auf %2 an</translation>
    </message>
    <message>
        <source>The charge goes home</source>
        <translation>Der Angriff wird durchgeführt</translation>
    </message>
    <message>
        <source>Reaches and fights %1</source>
        <translation>Erreicht %1 und kämpft</translation>
    </message>
    <message>
        <source>The charge goes home, every test above counted</source>
        <translation>Der Angriff trifft, jede Probe oben mitgezählt</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::ColourButton</name>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::ComputerTurns</name>
    <message>
        <source>Computer waiting while the scenario is edited</source>
        <translation>Der Computer wartet, während das Szenario bearbeitet wird</translation>
    </message>
    <message>
        <source>Computer paused</source>
        <translation>Computer angehalten</translation>
    </message>
    <message>
        <source>Computer (%1) is giving orders...</source>
        <translation>Computer (%1) erteilt Befehle ...</translation>
    </message>
    <message>
        <source> (paused)</source>
        <translation> (angehalten)</translation>
    </message>
    <message numerus="yes">
        <source> %n to come: press Next order</source>
        <translation>
            <numerusform> noch %n: Nächster Befehl drücken</numerusform>
            <numerusform> noch %n: Nächster Befehl drücken</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adjutant::ui::DiceTrayDock</name>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>&amp;Computer dice</source>
        <translation>&amp;Computerwürfel</translation>
    </message>
    <message>
        <source>The computer throws every die from the game&apos;s seed</source>
        <translation>Der Computer wirft jeden Würfel aus dem Startwert der Partie</translation>
    </message>
    <message>
        <source>&amp;Physical dice</source>
        <translation>&amp;Echte Würfel</translation>
    </message>
    <message>
        <source>You throw real dice and type each value in; cancelling refuses the command</source>
        <translation>Sie werfen echte Würfel und geben jeden Wert ein; Abbrechen verwirft den Befehl</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Thrown for</source>
        <translation>Geworfen für</translation>
    </message>
    <message>
        <source>By</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>Nothing changed: %1</source>
        <translation>Nichts geändert: %1</translation>
    </message>
    <message>
        <source>Each die is asked for as it is needed.</source>
        <translation>Jeder Würfel wird erfragt, sobald er gebraucht wird.</translation>
    </message>
    <message>
        <source>you</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>%1
(%2)</source>
        <translation>%1
(%2)</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::DieEntryDialog</name>
    <message>
        <source>Throw a die</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>d6 for: %1</source>
        <translation>W6 für: %1</translation>
    </message>
    <message>
        <source>Throw one six-sided die and click what it shows.</source>
        <translation>Einen sechsseitigen Würfel werfen und die gezeigte Zahl anklicken.</translation>
    </message>
    <message>
        <source>The die shows %1 (key %1)</source>
        <translation>Der Würfel zeigt %1 (Taste %1)</translation>
    </message>
    <message>
        <source>Cancel the command</source>
        <translation>Befehl abbrechen</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::DrawOutlineTool</name>
    <message>
        <source>Draw %1</source>
        <translation>%1 zeichnen</translation>
    </message>
    <message>
        <source>Draw %1: click each point, double-click or Enter to finish, Backspace takes back a point, Escape drops it</source>
        <translation>%1 zeichnen: jeden Punkt anklicken, Doppelklick oder Eingabe beendet, Rücktaste nimmt einen Punkt zurück, Escape verwirft</translation>
    </message>
    <message>
        <source>; one point makes a point objective</source>
        <translation>; ein einzelner Punkt ergibt ein Punktziel</translation>
    </message>
    <message>
        <source>Objective %1</source>
        <translation>Ziel %1</translation>
    </message>
    <message>
        <source>; points snap to nearby terrain (not with Shift)</source>
        <translation>; Punkte rasten an nahem Gelände ein (nicht mit Umschalt)</translation>
    </message>
    <message>
        <source>%1 deployment</source>
        <translation>Aufstellung %1</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::EditSelectTool</name>
    <message>
        <source>&amp;Select and move</source>
        <translation>Wählen und &amp;bewegen</translation>
    </message>
    <message>
        <source>Formation</source>
        <translation>Formation</translation>
    </message>
    <message>
        <source>Turn left 15°	[</source>
        <translation>15° nach links drehen	[</translation>
    </message>
    <message>
        <source>Turn right 15°	]</source>
        <translation>15° nach rechts drehen	]</translation>
    </message>
    <message>
        <source>Face about</source>
        <translation>Kehrt machen</translation>
    </message>
    <message>
        <source>Remove unit	Del</source>
        <translation>Einheit entfernen	Entf</translation>
    </message>
    <message>
        <source>Delete vertex</source>
        <translation>Eckpunkt löschen</translation>
    </message>
    <message>
        <source>Rename...</source>
        <translation>Umbenennen ...</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <source>Raise contour level (now %1)</source>
        <translation>Höhenstufe anheben (jetzt %1)</translation>
    </message>
    <message>
        <source>Lower contour level</source>
        <translation>Höhenstufe senken</translation>
    </message>
    <message>
        <source>Delete %1	Del</source>
        <translation>%1 löschen	Entf</translation>
    </message>
    <message>
        <source>Drag units, generals, outlines or their vertices; double-click an edge to add a vertex; Delete removes (a clicked vertex, or the selection); [ and ] turn a unit</source>
        <translation>Einheiten, Generäle, Umrisse oder deren Eckpunkte ziehen; Doppelklick auf eine Kante fügt einen Eckpunkt ein; Entf löscht (einen angeklickten Eckpunkt oder die Auswahl); [ und ] drehen eine Einheit</translation>
    </message>
    <message>
        <source>Vertex %1 chosen: Delete removes it</source>
        <translation>Eckpunkt %1 gewählt: Entf entfernt ihn</translation>
    </message>
    <message>
        <source>%1 (1 of %2 here: Tab chooses the next)</source>
        <translation>%1 (1 von %2 hier: Tab wählt das nächste)</translation>
    </message>
    <message>
        <source>%1 (%2 of %3 here: Tab chooses the next)</source>
        <translation>%1 (%2 von %3 hier: Tab wählt das nächste)</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::EditorSession</name>
    <message>
        <source>There is no ruleset &quot;%1&quot;.</source>
        <translation>Es gibt kein Regelwerk „%1“.</translation>
    </message>
    <message>
        <source>There is no scenario to save.</source>
        <translation>Es gibt kein Szenario zum Speichern.</translation>
    </message>
    <message>
        <source>The scenario has no file yet: choose one with Save scenario as.</source>
        <translation>Das Szenario hat noch keine Datei: mit „Szenario speichern unter“ eine wählen.</translation>
    </message>
    <message>
        <source>There is no scenario to edit.</source>
        <translation>Es gibt kein Szenario zum Bearbeiten.</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::FeatureNouns</name>
    <message>
        <source>woods</source>
        <translation>Wald</translation>
    </message>
    <message>
        <source>town</source>
        <translation>Ortschaft</translation>
    </message>
    <message>
        <source>marsh</source>
        <translation>Sumpf</translation>
    </message>
    <message>
        <source>hill</source>
        <translation>Hügel</translation>
    </message>
    <message>
        <source>hedge</source>
        <translation>Hecke</translation>
    </message>
    <message>
        <source>wall</source>
        <translation>Mauer</translation>
    </message>
    <message>
        <source>stream</source>
        <translation>Bach</translation>
    </message>
    <message>
        <source>ditch</source>
        <translation>Graben</translation>
    </message>
    <message>
        <source>road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>river</source>
        <translation>Fluss</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::FileKindText</name>
    <message>
        <source>start a new game from it with File &gt; New game, or open it by a name ending in .scenario.json</source>
        <translation>beginnen Sie damit eine neue Partie mit Datei &gt; Neue Partie, oder öffnen Sie es unter einem Namen, der auf .scenario.json endet</translation>
    </message>
    <message>
        <source>open it with File &gt; Open by a name ending in .save.jsonl</source>
        <translation>öffnen Sie ihn mit Datei &gt; Öffnen unter einem Namen, der auf .save.jsonl endet</translation>
    </message>
    <message>
        <source>open it with File &gt; Open by a name ending in .turn.jsonl</source>
        <translation>öffnen Sie sie mit Datei &gt; Öffnen unter einem Namen, der auf .turn.jsonl endet</translation>
    </message>
    <message>
        <source>open it from Help &gt; Lessons</source>
        <translation>öffnen Sie sie unter Hilfe &gt; Lektionen</translation>
    </message>
    <message>
        <source>adjutant-cli resolve answers its question</source>
        <translation>adjutant-cli resolve beantwortet ihre Frage</translation>
    </message>
    <message>
        <source>import it in the scenario editor with Import order of battle</source>
        <translation>lesen Sie sie im Szenario-Editor mit Schlachtordnung einlesen ein</translation>
    </message>
    <message>
        <source>put it in the rulesets folder of your data folder to play by it</source>
        <translation>legen Sie es in den Ordner rulesets Ihres Datenordners, um danach zu spielen</translation>
    </message>
    <message>
        <source>a file that cannot be opened</source>
        <translation>eine Datei, die sich nicht öffnen lässt</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>ein Ordner</translation>
    </message>
    <message>
        <source>an empty file</source>
        <translation>eine leere Datei</translation>
    </message>
    <message>
        <source>a scenario</source>
        <translation>ein Szenario</translation>
    </message>
    <message>
        <source>a ruleset</source>
        <translation>ein Regelwerk</translation>
    </message>
    <message>
        <source>a saved game</source>
        <translation>ein gespeicherter Spielstand</translation>
    </message>
    <message>
        <source>a turn file</source>
        <translation>eine Zugdatei</translation>
    </message>
    <message>
        <source>the record of a game between two people</source>
        <translation>die Aufzeichnung einer Partie zwischen zwei Personen</translation>
    </message>
    <message>
        <source>a lesson</source>
        <translation>eine Lektion</translation>
    </message>
    <message>
        <source>a situation (a rules question)</source>
        <translation>eine Situation (eine Regelfrage)</translation>
    </message>
    <message>
        <source>an order of battle</source>
        <translation>eine Schlachtordnung</translation>
    </message>
    <message>
        <source>a %1 image</source>
        <translation>ein %1-Bild</translation>
    </message>
    <message>
        <source>a %1 document</source>
        <translation>ein %1-Dokument</translation>
    </message>
    <message>
        <source>a %1 archive</source>
        <translation>ein %1-Archiv</translation>
    </message>
    <message>
        <source>a binary file</source>
        <translation>eine Binärdatei</translation>
    </message>
    <message>
        <source>text that is not JSON</source>
        <translation>Text, der kein JSON ist</translation>
    </message>
    <message>
        <source>JSON that is no Adjutant file</source>
        <translation>JSON, das keine Adjutant-Datei ist</translation>
    </message>
    <message>
        <source>%1 is %2, not a scenario</source>
        <translation>%1 ist %2, kein Szenario</translation>
    </message>
    <message>
        <source>%1 is %2, not a turn file</source>
        <translation>%1 ist %2, keine Zugdatei</translation>
    </message>
    <message>
        <source>%1 is %2, not a saved game</source>
        <translation>%1 ist %2, kein gespeicherter Spielstand</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>a named pipe or a device</source>
        <translation>eine benannte Pipe oder ein Gerät</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::FireTool</name>
    <message>
        <source>&amp;Fire</source>
        <translation>&amp;Feuer</translation>
    </message>
    <message>
        <source>Click the unit that fires, then its target; click the target again or press Enter to give the order; Tab changes how it fires where the rules give a choice</source>
        <translation>Die feuernde Einheit anklicken, dann ihr Ziel; das Ziel erneut anklicken oder Eingabe drücken, um den Befehl zu geben; Tab wechselt die Feuerart, wo die Regeln eine Wahl lassen</translation>
    </message>
    <message>
        <source>%1 fires: choose its target</source>
        <translation>%1 feuert: Ziel wählen</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 range, %2; sight clear</source>
        <translation>%1 Schussweite, %2; Sicht frei</translation>
    </message>
    <message>
        <source>Expected casualties: %1</source>
        <translation>Erwartete Verluste: %1</translation>
    </message>
    <message>
        <source>No fire order: %1</source>
        <translation>Kein Feuerbefehl: %1</translation>
    </message>
    <message>
        <source>Click the target again or press Enter to order fire; Esc cancels</source>
        <translation>Das Ziel erneut anklicken oder Eingabe drücken, um das Feuer zu befehlen; Esc bricht ab</translation>
    </message>
    <message>
        <source>%1 will fire at %2 in the firing step</source>
        <translation>%1 wird im Feuerschritt auf %2 feuern</translation>
    </message>
    <message>
        <source>%1 will fire %2 at %3 in the firing step</source>
        <translation>%1 wird im Feuerschritt %2 auf %3 feuern</translation>
    </message>
    <message>
        <source>Tab changes to %1</source>
        <translation>Tab wechselt zu %1</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::GameSession</name>
    <message>
        <source>The record as it was found is kept as %1.</source>
        <translation>Die Aufzeichnung, wie sie vorgefunden wurde, ist als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>%1 is there already; the damaged game was not written over</source>
        <translation>%1 gibt es schon; die beschädigte Partie wurde nicht überschrieben</translation>
    </message>
    <message>
        <source>the damaged game could not be copied to %1 (%2), so it was not written over</source>
        <translation>die beschädigte Partie konnte nicht nach %1 kopiert werden (%2), darum wurde sie nicht überschrieben</translation>
    </message>
    <message>
        <source>%1: cannot be read as a scenario</source>
        <translation>%1: kann nicht als Szenario gelesen werden</translation>
    </message>
    <message>
        <source>%1: cannot be read as a saved game</source>
        <translation>%1: kann nicht als Spielstand gelesen werden</translation>
    </message>
    <message>
        <source>%1: there is no game to save</source>
        <translation>%1: es gibt keine Partie zum Speichern</translation>
    </message>
    <message>
        <source>%1: cannot be written</source>
        <translation>%1: kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>The game has no file yet: use Save As to choose one.</source>
        <translation>Die Partie hat noch keine Datei: mit „Speichern unter“ eine wählen.</translation>
    </message>
    <message>
        <source>%1: the players could not be written to the file</source>
        <translation>%1: die Spieler konnten nicht in die Datei geschrieben werden</translation>
    </message>
    <message>
        <source>there is no game</source>
        <translation>es gibt keine Partie</translation>
    </message>
    <message>
        <source>there is no command %1 to put a note on</source>
        <translation>es gibt keinen Befehl %1, zu dem eine Notiz gehören könnte</translation>
    </message>
    <message>
        <source>The other side was asked to take back the last step</source>
        <translation>Die andere Seite wurde gebeten, den letzten Schritt zurückzunehmen</translation>
    </message>
    <message>
        <source>In a game between two people each player plays their own side; a side whose player has left can be handed to the computer (Game &gt; Two players).</source>
        <translation>In einer Partie zwischen zwei Menschen spielt jeder seine eigene Seite; eine Seite, deren Spieler gegangen ist, kann dem Computer übergeben werden (Partie &gt; Zwei Spieler).</translation>
    </message>
    <message>
        <source>notes are not kept in a game between two people</source>
        <translation>in einer Partie zwischen zwei Menschen werden keine Notizen geführt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: cannot be read as a game between two people</source>
        <translation>%1: kann nicht als Partie zwischen zwei Menschen gelesen werden</translation>
    </message>
    <message>
        <source>Ready is for a game between two people</source>
        <translation>„Bereit“ gibt es in einer Partie zwischen zwei Menschen</translation>
    </message>
    <message>
        <source>No side is at the screen</source>
        <translation>Keine Seite ist am Bildschirm</translation>
    </message>
    <message>
        <source>There is no step to take back</source>
        <translation>Es gibt keinen Schritt zum Zurücknehmen</translation>
    </message>
    <message>
        <source>There is no request to answer</source>
        <translation>Es gibt keine Bitte zu beantworten</translation>
    </message>
    <message>
        <source>Chat is for a game between two people</source>
        <translation>Nachrichten gibt es in einer Partie zwischen zwei Menschen</translation>
    </message>
    <message>
        <source>Turn files are for a game between two people played by file</source>
        <translation>Zugdateien gibt es in einer Partie zwischen zwei Menschen, die per Datei gespielt wird</translation>
    </message>
    <message>
        <source>%1 is a turn of a game this window does not have: open that game&apos;s own file first, or the first turn file of the game</source>
        <translation>%1 ist ein Zug einer Partie, die dieses Fenster nicht hat: zuerst die eigene Datei dieser Partie öffnen oder die erste Zugdatei der Partie</translation>
    </message>
    <message>
        <source>There is no game between two people</source>
        <translation>Es gibt keine Partie zwischen zwei Menschen</translation>
    </message>
    <message>
        <source>Connected to %1; waiting for the game</source>
        <translation>Verbunden mit %1; warten auf die Partie</translation>
    </message>
    <message>
        <source>Could not join the game: %1</source>
        <translation>Der Partie konnte nicht beigetreten werden: %1</translation>
    </message>
    <message>
        <source>Cannot reach the other player: %1</source>
        <translation>Der andere Spieler ist nicht zu erreichen: %1</translation>
    </message>
    <message>
        <source>Joining the game...</source>
        <translation>Trete der Partie bei ...</translation>
    </message>
    <message>
        <source>Live, %1: connected (%2)</source>
        <translation>Live, %1: verbunden (%2)</translation>
    </message>
    <message>
        <source>Live, %1: not connected now (%2)</source>
        <translation>Live, %1: gerade nicht verbunden (%2)</translation>
    </message>
    <message>
        <source>The orders of %1 are given by its own player</source>
        <translation>Die Befehle von %1 gibt ihr eigener Spieler</translation>
    </message>
    <message>
        <source>%1 belongs to another game: it is the first turn of a new game of %2 sent by the player of %3. To play it, open it from the start page (File &gt; New game...), where it starts a game of its own; the game on the table stays in its file.</source>
        <translation>%1 gehört zu einer anderen Partie: es ist der erste Zug einer neuen Partie %2, gesandt vom Spieler von %3. Um sie zu spielen, die Datei von der Startseite aus öffnen (Datei &gt; Neue Partie ...), wo sie eine eigene Partie beginnt; die Partie auf dem Tisch bleibt in ihrer Datei.</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::HandOverCover</name>
    <message>
        <source>Agree: take the steps back</source>
        <translation>Zustimmen: die Schritte zurücknehmen</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>The table is hidden so that nobody sees the other side&apos;s orders.</source>
        <translation>Der Tisch ist verdeckt, damit niemand die Befehle der anderen Seite sieht.</translation>
    </message>
    <message>
        <source>Next at the screen: %1</source>
        <translation>Als Nächstes am Bildschirm: %1</translation>
    </message>
    <message>
        <source>I play %1: show my table</source>
        <translation>Ich spiele %1: meinen Tisch zeigen</translation>
    </message>
    <message>
        <source>A question for %1</source>
        <translation>Eine Frage an %1</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::HelpDialog</name>
    <message>
        <source>How to play - Adjutant</source>
        <translation>Spielanleitung – Adjutant</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Playing a game&lt;/h2&gt;&lt;p&gt;Adjutant keeps the table, measures, throws the dice and applies the rules; the players decide what their troops do. Two players can share one screen (hot-seat), or one player can give both sides&apos; orders.&lt;/p&gt;&lt;h3&gt;Starting&lt;/h3&gt;&lt;p&gt;&lt;b&gt;File &amp;gt; New game&lt;/b&gt; starts a game on a scenario (*.scenario.json). &lt;b&gt;Save as&lt;/b&gt; gives the game a file; from then on every change is written to it as it happens, so nothing is lost if the program stops. &lt;b&gt;Open&lt;/b&gt; continues a saved game.&lt;/p&gt;&lt;h3&gt;A bound, step by step&lt;/h3&gt;&lt;p&gt;Each bound follows the ruleset&apos;s sequence of play, shown in the &lt;b&gt;Phase&lt;/b&gt; panel with the present step highlighted and what each side may do in it.&lt;/p&gt;&lt;ol&gt;&lt;li&gt;Give this step&apos;s orders with the &lt;b&gt;Tools&lt;/b&gt;: &lt;b&gt;Charge&lt;/b&gt; (C) declares a charge, &lt;b&gt;Select and move&lt;/b&gt; (S) drags a unit (the table shows how far it may go; Tab chooses how it moves where the rules give a choice, such as a pace; a front corner drags a wheel) and right-clicking a unit offers its formations, turns, limbering and the like, &lt;b&gt;Fire&lt;/b&gt; (F) orders a unit to fire (where the rules let it choose how, such as a gun&apos;s canister or roundshot, Tab changes the choice), &lt;b&gt;Measure&lt;/b&gt; (M) lays a tape. Fire orders and charges wait on the table as arrows until their step: right-click one, or select its unit and press Delete, to take it back. Escape cancels what a tool is doing. &lt;b&gt;Game &amp;gt; Give default orders&lt;/b&gt; (Ctrl+D) gives simple orders for both sides instead (advance to medium range, then fire).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Game &amp;gt; Resolve step&lt;/b&gt; (Ctrl+Return) has the referee carry out the step for both sides, throwing every die, and moves on to the next step. Steps in which no one gives orders (responses, melee, morale) only need resolving. F8 does both: the default orders, then the resolution.&lt;/li&gt;&lt;li&gt;The &lt;b&gt;Journal&lt;/b&gt; shows what happened and why, each result with its calculation; the &lt;b&gt;Dice&lt;/b&gt; tray shows the rolls; the &lt;b&gt;Unit&lt;/b&gt; inspector shows the selected unit&apos;s state. Before a step is resolved, the Phase panel lists the tests it will make and why.&lt;/li&gt;&lt;/ol&gt;&lt;h3&gt;Playing against the computer&lt;/h3&gt;&lt;p&gt;&lt;b&gt;New game&lt;/b&gt; asks who plays each side: a person, or the computer at Novice, Steady or Veteran (&lt;b&gt;Game &amp;gt; Players&lt;/b&gt; changes it later; it is saved with the game). In every step the computer gives its side&apos;s orders one at a time, selecting each unit as it orders it, with the reason in the journal; then you give yours and resolve the step. &lt;b&gt;Game &amp;gt; Computer speed&lt;/b&gt; chooses normal, fast or step by step (&lt;b&gt;Next order&lt;/b&gt;, F9); &lt;b&gt;Pause&lt;/b&gt; stops the computer. When it plays both sides it resolves the steps itself until the game is over: an army breaks or the last bound is played. &lt;b&gt;Game &amp;gt; Simulate battles&lt;/b&gt; plays many games at once and charts who wins.&lt;/p&gt;&lt;h3&gt;Mistakes&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Edit &amp;gt; Undo&lt;/b&gt; (Ctrl+Z) takes back the last order or step; &lt;b&gt;Redo&lt;/b&gt; puts it back with the same dice, so undoing cannot be used to throw again. The computer&apos;s orders in a step are taken back together, and it does not give them again: redo them, or undo the step before.&lt;/p&gt;&lt;h3&gt;The table&lt;/h3&gt;&lt;p&gt;Scroll to zoom, drag with the middle button (or hold Space) to pan, Ctrl+0 fits the table. The status bar shows where the cursor is on the table in inches (or centimetres, see &lt;b&gt;Settings&lt;/b&gt;) and in the ruleset&apos;s paces. A unit&apos;s badge says when it is shaken, unformed, routing or reforming.&lt;/p&gt;&lt;h3&gt;Learning the rules&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Help &amp;gt; Lessons&lt;/b&gt; leads you through each ruleset on the table, a step at a time, with a &lt;b&gt;Show me&lt;/b&gt; button. &lt;b&gt;Help &amp;gt; Rules reference&lt;/b&gt; (Shift+F1) opens the rules in brief; every rule number in the journal and the Unit panel opens it at that section. The Unit panel&apos;s &lt;b&gt;If it tests now&lt;/b&gt; gives the exact odds of the unit&apos;s tests. &lt;b&gt;Help &amp;gt; Replay this game&lt;/b&gt; shows the table after any order, and keeps your notes on it with the game.&lt;/p&gt;&lt;p&gt;The &lt;b&gt;Phase&lt;/b&gt; panel says what the present step is for and why a side may not act in it. On the table a yellow ring marks each unit that may act now; with a unit selected, the enemies it could fire at are outlined in red and those its charge could reach in dashed orange (&lt;b&gt;View &amp;gt; Overlays &amp;gt; Show who may act&lt;/b&gt;). A step in which nobody can act says so: &lt;b&gt;Resolve step&lt;/b&gt; passes it, or &lt;b&gt;Settings&lt;/b&gt; can pass such steps by themselves. Over a target, the Charge and Fire tools give the exact chance of each outcome.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Eine Partie spielen&lt;/h2&gt;&lt;p&gt;Adjutant führt den Tisch, misst, würfelt und wendet die Regeln an; die Spieler entscheiden, was ihre Truppen tun. Zwei Spieler können sich einen Bildschirm teilen (abwechselnd), oder ein Spieler gibt die Befehle beider Seiten.&lt;/p&gt;&lt;h3&gt;Beginnen&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Datei &amp;gt; Neue Partie&lt;/b&gt; beginnt eine Partie auf einem Szenario (*.scenario.json). &lt;b&gt;Speichern unter&lt;/b&gt; gibt der Partie eine Datei; von da an wird jede Änderung sofort hineingeschrieben, sodass nichts verloren geht, wenn das Programm stehen bleibt. &lt;b&gt;Öffnen&lt;/b&gt; setzt einen Spielstand fort.&lt;/p&gt;&lt;h3&gt;Ein Zug, Schritt für Schritt&lt;/h3&gt;&lt;p&gt;Jeder Zug folgt dem Spielablauf des Regelwerks, der im Fenster &lt;b&gt;Phase&lt;/b&gt; gezeigt wird, mit dem laufenden Schritt hervorgehoben und dem, was jede Seite darin tun darf.&lt;/p&gt;&lt;ol&gt;&lt;li&gt;Die Befehle dieses Schritts mit den &lt;b&gt;Werkzeugen&lt;/b&gt; geben: &lt;b&gt;Angriff&lt;/b&gt; (C) sagt einen Angriff an, &lt;b&gt;Wählen und bewegen&lt;/b&gt; (S) zieht eine Einheit (der Tisch zeigt, wie weit sie darf; Tab wählt, wie sie sich bewegt, wo die Regeln eine Wahl lassen, etwa eine Gangart; eine vordere Ecke zieht eine Schwenkung), und ein Rechtsklick auf eine Einheit bietet ihre Formationen, Wendungen, das Auf- und Abprotzen und dergleichen an, &lt;b&gt;Feuer&lt;/b&gt; (F) befiehlt einer Einheit zu feuern (wo die Regeln die Art wählen lassen, etwa Kartätsche oder Vollkugel eines Geschützes, wechselt Tab die Wahl), &lt;b&gt;Messen&lt;/b&gt; (M) legt ein Maßband. Feuerbefehle und Angriffe warten als Pfeile auf dem Tisch bis zu ihrem Schritt: ein Rechtsklick auf einen, oder seine Einheit wählen und Entf drücken, nimmt ihn zurück. Escape bricht ab, was ein Werkzeug gerade tut. &lt;b&gt;Spiel &amp;gt; Standardbefehle geben&lt;/b&gt; (Strg+D) gibt stattdessen beiden Seiten einfache Befehle (Vorrücken auf mittlere Schussweite, dann Feuer).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Spiel &amp;gt; Schritt auswerten&lt;/b&gt; (Strg+Eingabe) lässt den Schiedsrichter den Schritt für beide Seiten ausführen, jeden Würfel werfen und zum nächsten Schritt übergehen. Schritte, in denen niemand Befehle gibt (Reaktionen, Nahkampf, Moral), müssen nur ausgewertet werden. F8 tut beides: die Standardbefehle, dann die Auswertung.&lt;/li&gt;&lt;li&gt;Das &lt;b&gt;Protokoll&lt;/b&gt; zeigt, was geschah und warum, jedes Ergebnis mit seiner Rechnung; die &lt;b&gt;Würfel&lt;/b&gt;schale zeigt die Würfe; das Fenster &lt;b&gt;Einheit&lt;/b&gt; zeigt den Zustand der gewählten Einheit. Bevor ein Schritt ausgewertet wird, nennt das Fenster Phase die Proben, die er verlangen wird, und warum.&lt;/li&gt;&lt;/ol&gt;&lt;h3&gt;Gegen den Computer spielen&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Neue Partie&lt;/b&gt; fragt, wer jede Seite spielt: ein Mensch oder der Computer als Anfänger, Erfahren oder Veteran (&lt;b&gt;Spiel &amp;gt; Spieler&lt;/b&gt; ändert es später; es wird mit der Partie gespeichert). In jedem Schritt gibt der Computer die Befehle seiner Seite einzeln, wählt jede Einheit aus, wenn er sie befehligt, und schreibt den Grund ins Protokoll; dann geben Sie Ihre und werten den Schritt aus. &lt;b&gt;Spiel &amp;gt; Computertempo&lt;/b&gt; wählt normal, schnell oder Schritt für Schritt (&lt;b&gt;Nächster Befehl&lt;/b&gt;, F9); &lt;b&gt;Anhalten&lt;/b&gt; hält den Computer an. Spielt er beide Seiten, wertet er die Schritte selbst aus, bis die Partie zu Ende ist: bis eine Armee bricht oder der letzte Zug gespielt ist. &lt;b&gt;Spiel &amp;gt; Schlachten simulieren&lt;/b&gt; spielt viele Partien auf einmal und zeigt, wer gewinnt.&lt;/p&gt;&lt;h3&gt;Fehler&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Bearbeiten &amp;gt; Rückgängig&lt;/b&gt; (Strg+Z) nimmt den letzten Befehl oder Schritt zurück; &lt;b&gt;Wiederholen&lt;/b&gt; stellt ihn mit denselben Würfeln wieder her, sodass Zurücknehmen kein erneutes Würfeln erlaubt. Die Befehle des Computers in einem Schritt werden zusammen zurückgenommen, und er gibt sie nicht erneut: sie wiederholen oder den Schritt davor zurücknehmen.&lt;/p&gt;&lt;h3&gt;Der Tisch&lt;/h3&gt;&lt;p&gt;Das Mausrad zoomt, Ziehen mit der mittleren Taste (oder mit gehaltener Leertaste) verschiebt, Strg+0 zeigt den ganzen Tisch. Die Statusleiste zeigt, wo der Mauszeiger auf dem Tisch steht, in Zoll (oder Zentimetern, siehe &lt;b&gt;Einstellungen&lt;/b&gt;) und in den Schritt des Regelwerks. Das Abzeichen einer Einheit sagt, wenn sie erschüttert, ungeordnet, auf der Flucht oder beim Neuordnen ist.&lt;/p&gt;&lt;h3&gt;Die Regeln lernen&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Hilfe &amp;gt; Lektionen&lt;/b&gt; führt Schritt für Schritt auf dem Tisch durch jedes Regelwerk, mit einer Schaltfläche &lt;b&gt;Zeig es mir&lt;/b&gt;. &lt;b&gt;Hilfe &amp;gt; Regelübersicht&lt;/b&gt; (Umschalt+F1) öffnet die Regeln in Kürze; jede Regelnummer im Journal und in der Einheitenanzeige öffnet sie an diesem Abschnitt. &lt;b&gt;Wenn sie jetzt testet&lt;/b&gt; in der Einheitenanzeige gibt die genauen Chancen der Tests der Einheit. &lt;b&gt;Hilfe &amp;gt; Diese Partie nachspielen&lt;/b&gt; zeigt den Tisch nach jedem Befehl und bewahrt Ihre Notizen dazu mit der Partie.&lt;/p&gt;&lt;p&gt;Die Anzeige &lt;b&gt;Phase&lt;/b&gt; sagt, wozu der jetzige Schritt dient und warum eine Partei in ihm nicht handeln darf. Auf dem Tisch markiert ein gelber Ring jede Einheit, die jetzt handeln darf; bei einer gewählten Einheit sind die Feinde, auf die sie feuern könnte, rot umrandet und die, die ihr Angriff erreichen könnte, gestrichelt orange (&lt;b&gt;Ansicht &amp;gt; Überlagerungen &amp;gt; Wer handeln kann zeigen&lt;/b&gt;). Ein Schritt, in dem niemand handeln kann, sagt es: &lt;b&gt;Schritt auswerten&lt;/b&gt; übergeht ihn, oder die &lt;b&gt;Einstellungen&lt;/b&gt; lassen solche Schritte von selbst übergehen. Über einem Ziel geben die Werkzeuge Angriff und Feuer die genaue Chance jedes Ausgangs.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::HouseRulesDialog</name>
    <message>
        <source>The rules are unclear here; this is our reading of them.</source>
        <translation>Die Regeln sind hier unklar; dies ist unsere Lesart.</translation>
    </message>
    <message>
        <source>The rules are silent here; this is our proposal.</source>
        <translation>Die Regeln schweigen hier; dies ist unser Vorschlag.</translation>
    </message>
    <message>
        <source>House rules for a new game</source>
        <translation>Hausregeln für eine neue Partie</translation>
    </message>
    <message>
        <source>House rules of this game</source>
        <translation>Hausregeln dieser Partie</translation>
    </message>
    <message>
        <source>Where %1 is unclear or silent, Adjutant follows a reading of it. Choose the readings this game is played by; the scenario&apos;s are chosen to begin with.</source>
        <translation>Wo %1 unklar ist oder schweigt, folgt Adjutant einer Lesart. Wählen Sie die Lesarten, nach denen diese Partie gespielt wird; zu Beginn sind die des Szenarios gewählt.</translation>
    </message>
    <message>
        <source>Where %1 is unclear or silent, Adjutant follows a reading of it. These are the readings this game is played by. They never change during a game, so that both sides play by the same rules and the game can be replayed; to play by others, start the scenario anew.</source>
        <translation>Wo %1 unklar ist oder schweigt, folgt Adjutant einer Lesart. Dies sind die Lesarten, nach denen diese Partie gespielt wird. Sie ändern sich während einer Partie nie, damit beide Seiten nach denselben Regeln spielen und die Partie nachgespielt werden kann; um nach anderen zu spielen, beginnen Sie das Szenario neu.</translation>
    </message>
    <message>
        <source>Rules reference: %1</source>
        <translation>Regelübersicht: %1</translation>
    </message>
    <message>
        <source>the ruleset&apos;s reading</source>
        <translation>die Lesart des Regelwerks</translation>
    </message>
    <message>
        <source>the scenario&apos;s choice</source>
        <translation>die Wahl des Szenarios</translation>
    </message>
    <message>
        <source>in force in this game</source>
        <translation>gilt in dieser Partie</translation>
    </message>
    <message>
        <source>This ruleset names no readings to choose.</source>
        <translation>Dieses Regelwerk nennt keine Lesarten zur Wahl.</translation>
    </message>
    <message>
        <source>Start from the readings of house rules you saved before</source>
        <translation>Von den Lesarten früher gespeicherter Hausregeln ausgehen</translation>
    </message>
    <message>
        <source>Start from:</source>
        <translation>Ausgehen von:</translation>
    </message>
    <message>
        <source>Cannot read the house rules</source>
        <translation>Die Hausregeln können nicht gelesen werden</translation>
    </message>
    <message>
        <source>Save as house rules...</source>
        <translation>Als Hausregeln speichern ...</translation>
    </message>
    <message>
        <source>Keep these readings as house rules of your own, to start from another time</source>
        <translation>Diese Lesarten als eigene Hausregeln aufbewahren, um ein andermal von ihnen auszugehen</translation>
    </message>
    <message>
        <source>Start anew with other readings...</source>
        <translation>Mit anderen Lesarten neu beginnen ...</translation>
    </message>
    <message>
        <source>A new game on this scenario, choosing its readings first</source>
        <translation>Eine neue Partie auf diesem Szenario, deren Lesarten zuerst gewählt werden</translation>
    </message>
    <message>
        <source>There is no folder for your house rules.</source>
        <translation>Es gibt keinen Ordner für Ihre Hausregeln.</translation>
    </message>
    <message>
        <source>%1 holds house rules of another game than %2.</source>
        <translation>%1 enthält Hausregeln eines anderen Spiels als %2.</translation>
    </message>
    <message>
        <source>Every reading is the scenario&apos;s.</source>
        <translation>Jede Lesart ist die des Szenarios.</translation>
    </message>
    <message numerus="yes">
        <source>%n reading(s) differ from the scenario&apos;s.</source>
        <translation>
            <numerusform>%n Lesart weicht von der des Szenarios ab.</numerusform>
            <numerusform>%n Lesarten weichen von denen des Szenarios ab.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game is played by the scenario&apos;s readings.</source>
        <translation>Diese Partie wird nach den Lesarten des Szenarios gespielt.</translation>
    </message>
    <message numerus="yes">
        <source>This game is played by %n reading(s) other than the scenario&apos;s.</source>
        <translation>
            <numerusform>Diese Partie wird nach %n Lesart gespielt, die nicht die des Szenarios ist.</numerusform>
            <numerusform>Diese Partie wird nach %n Lesarten gespielt, die nicht die des Szenarios sind.</numerusform>
        </translation>
    </message>
    <message>
        <source>The scenario&apos;s readings</source>
        <translation>Die Lesarten des Szenarios</translation>
    </message>
    <message>
        <source>Save as house rules</source>
        <translation>Als Hausregeln speichern</translation>
    </message>
    <message>
        <source>A name for these house rules (they are kept in your folder, %1):</source>
        <translation>Ein Name für diese Hausregeln (sie werden in Ihrem Ordner %1 aufbewahrt):</translation>
    </message>
    <message>
        <source>Cannot save the house rules</source>
        <translation>Die Hausregeln können nicht gespeichert werden</translation>
    </message>
    <message>
        <source>House rules saved</source>
        <translation>Hausregeln gespeichert</translation>
    </message>
    <message>
        <source>Saved as %1. They can be chosen here from now on; the program lists them among the rulesets when it next starts.</source>
        <translation>Gespeichert als %1. Sie lassen sich ab jetzt hier wählen; das Programm führt sie beim nächsten Start unter den Regelwerken auf.</translation>
    </message>
    <message>
        <source>Read otherwise: %1</source>
        <translation>Anders gelesen: %1</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::HouseRulesFile</name>
    <message>
        <source>Give the house rules a name with at least one letter or digit.</source>
        <translation>Geben Sie den Hausregeln einen Namen mit mindestens einem Buchstaben oder einer Ziffer.</translation>
    </message>
    <message>
        <source>There is no folder for your house rules.</source>
        <translation>Es gibt keinen Ordner für Ihre Hausregeln.</translation>
    </message>
    <message>
        <source>A ruleset named &quot;%1&quot; is already loaded (%2): choose another name.</source>
        <translation>Ein Regelwerk namens „%1“ ist bereits geladen (%2): wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <source>%1 is already there: choose another name for your house rules.</source>
        <translation>%1 gibt es bereits: wählen Sie einen anderen Namen für Ihre Hausregeln.</translation>
    </message>
    <message>
        <source>Your house rules &quot;%1&quot; are already in %2: choose another name.</source>
        <translation>Ihre Hausregeln „%1“ liegen bereits in %2: wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <source>The ruleset %1 could not be read to copy it: %2</source>
        <translation>Das Regelwerk %1 konnte nicht gelesen werden, um es zu kopieren: %2</translation>
    </message>
    <message>
        <source>The house rules would not load, so %1 was not written: %2</source>
        <translation>Die Hausregeln ließen sich nicht laden, daher wurde %1 nicht geschrieben: %2</translation>
    </message>
    <message>
        <source>The folder %1 for your house rules cannot be made.</source>
        <translation>Der Ordner %1 für Ihre Hausregeln kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>%1 cannot be read as a ruleset.</source>
        <translation>%1 kann nicht als Regelwerk gelesen werden.</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::ImportProblemsBox</name>
    <message numerus="yes">
        <source>%n problem(s) in %1: nothing was added. Mend them all, then import the file again.</source>
        <translation>
            <numerusform>%n Problem in %1: nichts wurde hinzugefügt. Beheben Sie es, dann importieren Sie die Datei erneut.</numerusform>
            <numerusform>%n Probleme in %1: nichts wurde hinzugefügt. Beheben Sie alle, dann importieren Sie die Datei erneut.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>... and %n more under Show Details.</source>
        <translation>
            <numerusform>... und %n weiteres unter „Details einblenden“.</numerusform>
            <numerusform>... und %n weitere unter „Details einblenden“.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adjutant::ui::JournalDetail</name>
    <message>
        <source>Choose a row of the journal to read it in full.</source>
        <translation>Eine Zeile des Protokolls wählen, um sie ganz zu lesen.</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::JournalDock</name>
    <message>
        <source>Journal</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Show only what concerns one unit</source>
        <translation>Nur zeigen, was eine Einheit betrifft</translation>
    </message>
    <message>
        <source>Show only one step of the sequence of play</source>
        <translation>Nur einen Schritt des Spielablaufs zeigen</translation>
    </message>
    <message>
        <source>&amp;Unit:</source>
        <translation>&amp;Einheit:</translation>
    </message>
    <message>
        <source>&amp;Step:</source>
        <translation>&amp;Schritt:</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>All units</source>
        <translation>Alle Einheiten</translation>
    </message>
    <message>
        <source>All steps</source>
        <translation>Alle Schritte</translation>
    </message>
    <message numerus="yes">
        <source>%n command(s)</source>
        <translation>
            <numerusform>%n Befehl</numerusform>
            <numerusform>%n Befehle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n command(s) shown</source>
        <translation>
            <numerusform>%1 von %n Befehl gezeigt</numerusform>
            <numerusform>%1 von %n Befehlen gezeigt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adjutant::ui::JournalModel</name>
    <message>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source> (player&apos;s dice)</source>
        <translation> (Würfel des Spielers)</translation>
    </message>
    <message>
        <source>%1 (undone)</source>
        <translation>%1 (zurückgenommen)</translation>
    </message>
    <message>
        <source>Bound %1, %2</source>
        <translation>Zug %1, %2</translation>
    </message>
    <message>
        <source>Die for %1</source>
        <translation>Würfel für %1</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::LessonsDock</name>
    <message>
        <source>Lessons</source>
        <translation>Lektionen</translation>
    </message>
    <message>
        <source>Each lesson sets a moment of a game on the table and leads you through it. Choose one and press Start.</source>
        <translation>Jede Lektion stellt einen Augenblick einer Partie auf den Tisch und führt Sie hindurch. Eine wählen und Start drücken.</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Beginnen</translation>
    </message>
    <message>
        <source>All lessons</source>
        <translation>Alle Lektionen</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neu beginnen</translation>
    </message>
    <message>
        <source>Show &amp;me</source>
        <translation>&amp;Zeig es mir</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <source>Lesson complete</source>
        <translation>Lektion abgeschlossen</translation>
    </message>
    <message>
        <source>**Well done.** You have finished &quot;%1&quot;. Choose another lesson from the list, or go on playing from here.</source>
        <translation>**Gut gemacht.** Sie haben „%1“ abgeschlossen. Eine andere Lektion aus der Liste wählen oder von hier aus weiterspielen.</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>This step is done: press Next.</source>
        <translation>Dieser Schritt ist erledigt: Weiter drücken.</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::MainWindow</name>
    <message>
        <source>%1 is damaged: %2.</source>
        <translation>%1 ist beschädigt: %2.</translation>
    </message>
    <message>
        <source>When the game goes on, the file is written again without the damaged part; the file as it is now is kept first as %1.</source>
        <translation>Geht die Partie weiter, wird die Datei ohne den beschädigten Teil neu geschrieben; die Datei, wie sie jetzt ist, wird vorher als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>Damaged saved game</source>
        <translation>Beschädigter Spielstand</translation>
    </message>
    <message>
        <source>The computer plays a side and waits until you choose.</source>
        <translation>Der Computer führt eine Seite und wartet, bis Sie entscheiden.</translation>
    </message>
    <message>
        <source>&amp;Continue the game</source>
        <translation>Partie &amp;fortsetzen</translation>
    </message>
    <message>
        <source>&amp;Keep the computer paused</source>
        <translation>Computer &amp;angehalten lassen</translation>
    </message>
    <message>
        <source>&amp;Rules reference</source>
        <translation>&amp;Regelübersicht</translation>
    </message>
    <message>
        <source>&amp;Lessons...</source>
        <translation>&amp;Lektionen...</translation>
    </message>
    <message>
        <source>Re&amp;play this game</source>
        <translation>Partie &amp;nachspielen</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Abgelehnt: %1</translation>
    </message>
    <message>
        <source>Autosave failed</source>
        <translation>Automatisches Speichern fehlgeschlagen</translation>
    </message>
    <message>
        <source>The game could not be written to its file. The game itself is intact; use Save As to write it elsewhere.</source>
        <translation>Die Partie konnte nicht in ihre Datei geschrieben werden. Die Partie selbst ist unversehrt; mit „Speichern unter“ woanders speichern.</translation>
    </message>
    <message>
        <source>New game on %1 (seed %2)</source>
        <translation>Neue Partie auf %1 (Startwert %2)</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>Opened with warnings</source>
        <translation>Mit Warnungen geöffnet</translation>
    </message>
    <message>
        <source>%1 was opened, with warnings.</source>
        <translation>%1 wurde geöffnet, mit Warnungen.</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Gespeichert in %1</translation>
    </message>
    <message>
        <source>There is no game to export.</source>
        <translation>Es gibt keine Partie zum Exportieren.</translation>
    </message>
    <message>
        <source>%1, bound %2</source>
        <translation>%1, Zug %2</translation>
    </message>
    <message>
        <source>Unsaved scenario</source>
        <translation>Ungespeichertes Szenario</translation>
    </message>
    <message>
        <source>%1[*] - editing %2 - Adjutant</source>
        <translation>%1[*] – %2 in Bearbeitung – Adjutant</translation>
    </message>
    <message>
        <source>Adjutant</source>
        <translation>Adjutant</translation>
    </message>
    <message>
        <source>Unsaved game</source>
        <translation>Ungespeicherte Partie</translation>
    </message>
    <message>
        <source>%1[*] - %2 - Adjutant</source>
        <translation>%1[*] – %2 – Adjutant</translation>
    </message>
    <message>
        <source>Bound %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>Bound %1 (%2)</source>
        <translation>Zug %1 (%2)</translation>
    </message>
    <message>
        <source>%1 · %2 · to act: %3</source>
        <translation>%1 · %2 · am Zug: %3</translation>
    </message>
    <message>
        <source>no sequence of play</source>
        <translation>kein Spielablauf</translation>
    </message>
    <message>
        <source>This game has never been saved. Save it before going on?</source>
        <translation>Diese Partie wurde nie gespeichert. Vor dem Fortfahren speichern?</translation>
    </message>
    <message>
        <source>The last changes could not be written to %1. Save the game before going on?</source>
        <translation>Die letzten Änderungen konnten nicht in %1 geschrieben werden. Die Partie vor dem Fortfahren speichern?</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Fit table</source>
        <translation>&amp;Ganzer Tisch</translation>
    </message>
    <message>
        <source>Show &amp;grid</source>
        <translation>&amp;Raster zeigen</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Fenster</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <source>&amp;Overlays</source>
        <translation>&amp;Einblendungen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Spielanleitung</translation>
    </message>
    <message>
        <source>&amp;About Adjutant</source>
        <translation>&amp;Über Adjutant</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New game...</source>
        <translation>&amp;Neue Partie ...</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>Ö&amp;ffnen ...</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Re&amp;cover...</source>
        <translation>&amp;Wiederherstellen ...</translation>
    </message>
    <message>
        <source>Reopen a game that was never saved, from its autosave</source>
        <translation>Eine nie gespeicherte Partie aus ihrer automatischen Sicherung wieder öffnen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;as...</source>
        <translation>Speichern &amp;unter ...</translation>
    </message>
    <message>
        <source>Export table as &amp;PNG...</source>
        <translation>Tisch als &amp;PNG exportieren ...</translation>
    </message>
    <message>
        <source>Export table as P&amp;DF...</source>
        <translation>Tisch als P&amp;DF exportieren ...</translation>
    </message>
    <message>
        <source>Export &amp;report...</source>
        <translation>Gefechts&amp;bericht exportieren ...</translation>
    </message>
    <message>
        <source>The after-action report of the game as a PDF or a web page</source>
        <translation>Der Gefechtsbericht der Partie als PDF oder Webseite</translation>
    </message>
    <message>
        <source>Se&amp;ttings...</source>
        <translation>&amp;Einstellungen ...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>Give &amp;default orders for this step</source>
        <translation>&amp;Standardbefehle für diesen Schritt geben</translation>
    </message>
    <message>
        <source>Give the referee&apos;s simple orders for this step to both sides</source>
        <translation>Beiden Seiten die einfachen Befehle des Schiedsrichters für diesen Schritt geben</translation>
    </message>
    <message>
        <source>Default orders</source>
        <translation>Standardbefehle</translation>
    </message>
    <message>
        <source>&amp;Resolve step</source>
        <translation>Schritt &amp;auswerten</translation>
    </message>
    <message>
        <source>Carry out this step for both sides and go on to the next</source>
        <translation>Diesen Schritt für beide Seiten ausführen und zum nächsten übergehen</translation>
    </message>
    <message>
        <source>&amp;Next step</source>
        <translation>&amp;Nächster Schritt</translation>
    </message>
    <message>
        <source>&amp;Play step with default orders</source>
        <translation>Schritt mit Standardbefehlen &amp;spielen</translation>
    </message>
    <message>
        <source>Give the default orders, then resolve the step</source>
        <translation>Die Standardbefehle geben, dann den Schritt auswerten</translation>
    </message>
    <message>
        <source>Table and game</source>
        <translation>Tisch und Partie</translation>
    </message>
    <message>
        <source>This ruleset&apos;s referee moves on when a step is resolved</source>
        <translation>Der Schiedsrichter dieses Regelwerks geht weiter, wenn ein Schritt ausgewertet ist</translation>
    </message>
    <message>
        <source>Go on to the next step</source>
        <translation>Zum nächsten Schritt übergehen</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>Die Partie kann nicht beginnen</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Spielstand öffnen</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>Die Datei kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>%1 could not be opened. The present game is kept.</source>
        <translation>%1 konnte nicht geöffnet werden. Die laufende Partie bleibt erhalten.</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>The game could not be saved; the file keeps its last good state.</source>
        <translation>Die Partie konnte nicht gespeichert werden; die Datei behält ihren letzten guten Stand.</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Gespeichert</translation>
    </message>
    <message>
        <source>Save the game as</source>
        <translation>Partie speichern unter</translation>
    </message>
    <message>
        <source>The game could not be written to %1.</source>
        <translation>Die Partie konnte nicht in %1 geschrieben werden.</translation>
    </message>
    <message>
        <source>Export the table as PDF</source>
        <translation>Tisch als PDF exportieren</translation>
    </message>
    <message>
        <source>Export the table as PNG</source>
        <translation>Tisch als PNG exportieren</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message>
        <source>The table could not be exported.</source>
        <translation>Der Tisch konnte nicht exportiert werden.</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <source>The new language is used from the next start of Adjutant.</source>
        <translation>Die neue Sprache gilt ab dem nächsten Start von Adjutant.</translation>
    </message>
    <message>
        <source>1 default order given</source>
        <translation>1 Standardbefehl gegeben</translation>
    </message>
    <message>
        <source>%1 default orders given</source>
        <translation>%1 Standardbefehle gegeben</translation>
    </message>
    <message>
        <source>; %1 refused: %2</source>
        <translation>; %1 abgelehnt: %2</translation>
    </message>
    <message>
        <source>%1 resolved (%2)</source>
        <translation>%1 ausgewertet (%2)</translation>
    </message>
    <message>
        <source>1 die thrown</source>
        <translation>1 Würfel geworfen</translation>
    </message>
    <message>
        <source>%1 dice thrown</source>
        <translation>%1 Würfel geworfen</translation>
    </message>
    <message>
        <source>About Adjutant</source>
        <translation>Über Adjutant</translation>
    </message>
    <message>
        <source>&lt;b&gt;Adjutant&lt;/b&gt; %1&lt;br&gt;A table manager and referee for horse-and-musket miniature wargames.&lt;br&gt;&lt;br&gt;Press F1 for how to play.</source>
        <translation>&lt;b&gt;Adjutant&lt;/b&gt; %1&lt;br&gt;Tischverwalter und Schiedsrichter für Tabletop-Schlachten der Musketenzeit.&lt;br&gt;&lt;br&gt;F1 öffnet die Spielanleitung.</translation>
    </message>
    <message>
        <source>&amp;Scenario</source>
        <translation>S&amp;zenario</translation>
    </message>
    <message>
        <source>&amp;New scenario...</source>
        <translation>&amp;Neues Szenario ...</translation>
    </message>
    <message>
        <source>&amp;Edit this game&apos;s scenario</source>
        <translation>Szenario dieser Partie &amp;bearbeiten</translation>
    </message>
    <message>
        <source>The scenario cannot be edited</source>
        <translation>Das Szenario kann nicht bearbeitet werden</translation>
    </message>
    <message>
        <source>&amp;Back to the game</source>
        <translation>&amp;Zurück zur Partie</translation>
    </message>
    <message>
        <source>The scenario cannot be played</source>
        <translation>Das Szenario kann nicht gespielt werden</translation>
    </message>
    <message>
        <source>There is no game whose scenario could be edited.</source>
        <translation>Es gibt keine Partie, deren Szenario bearbeitet werden könnte.</translation>
    </message>
    <message>
        <source>The scenario has edits that are not saved. Save them before going on?</source>
        <translation>Das Szenario hat ungespeicherte Änderungen. Vor dem Fortfahren speichern?</translation>
    </message>
    <message>
        <source>Recovered %1: save it to keep it</source>
        <translation>%1 wiederhergestellt: speichern, um es zu behalten</translation>
    </message>
    <message>
        <source>Cannot recover the game</source>
        <translation>Die Partie kann nicht wiederhergestellt werden</translation>
    </message>
    <message>
        <source>There is no game to report.</source>
        <translation>Es gibt keine Partie für einen Bericht.</translation>
    </message>
    <message>
        <source>Export the after-action report</source>
        <translation>Gefechtsbericht exportieren</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;Web page (*.html)</source>
        <translation>PDF (*.pdf);;Webseite (*.html)</translation>
    </message>
    <message>
        <source>The report could not be written.</source>
        <translation>Der Bericht konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Report written to %1</source>
        <translation>Bericht in %1 geschrieben</translation>
    </message>
    <message>
        <source>P&amp;layers...</source>
        <translation>Spie&amp;ler ...</translation>
    </message>
    <message>
        <source>Choose who gives each side&apos;s orders: a person or the computer</source>
        <translation>Wählen, wer die Befehle jeder Seite gibt: ein Mensch oder der Computer</translation>
    </message>
    <message>
        <source>Computer &amp;speed</source>
        <translation>Computer&amp;tempo</translation>
    </message>
    <message>
        <source>Step by step (Next order)</source>
        <translation>Schritt für Schritt (Nächster Befehl)</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Ne&amp;xt order</source>
        <translation>Nä&amp;chster Befehl</translation>
    </message>
    <message>
        <source>Give the computer&apos;s next order now</source>
        <translation>Den nächsten Befehl des Computers jetzt geben</translation>
    </message>
    <message>
        <source>&amp;Pause computer</source>
        <translation>Computer an&amp;halten</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Stop the computer until pressed again</source>
        <translation>Den Computer anhalten, bis erneut gedrückt wird</translation>
    </message>
    <message>
        <source>Si&amp;mulate battles...</source>
        <translation>Schlachten si&amp;mulieren ...</translation>
    </message>
    <message>
        <source>Play many computer-versus-computer games and chart the results</source>
        <translation>Viele Partien Computer gegen Computer spielen und die Ergebnisse darstellen</translation>
    </message>
    <message>
        <source>Game over: %1</source>
        <translation>Partie beendet: %1</translation>
    </message>
    <message>
        <source>%1 Last: %2</source>
        <translation>%1 Zuletzt: %2</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Cannot save the players</source>
        <translation>Die Spieler können nicht gespeichert werden</translation>
    </message>
    <message>
        <source>The players were changed, but the file could not be written.</source>
        <translation>Die Spieler wurden geändert, aber die Datei konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>The present game is kept.</source>
        <translation>Die laufende Partie bleibt erhalten.</translation>
    </message>
    <message>
        <source>Redone</source>
        <translation>Wiederholt</translation>
    </message>
    <message>
        <source>Scenario &amp;library...</source>
        <translation>Szenario&amp;bibliothek ...</translation>
    </message>
    <message>
        <source>&amp;Briefing</source>
        <translation>&amp;Lagebesprechung</translation>
    </message>
    <message>
        <source>The scenario&apos;s briefing: its objectives and each side&apos;s orders</source>
        <translation>Die Lagebesprechung des Szenarios: seine Ziele und die Befehle jeder Partei</translation>
    </message>
    <message>
        <source>&amp;Table first</source>
        <translation>&amp;Tisch zuerst</translation>
    </message>
    <message>
        <source>Hide the panels to a strip of buttons at the edge of the table</source>
        <translation>Die Fenster zu einer Leiste von Knöpfen am Rand des Tisches einklappen</translation>
    </message>
    <message>
        <source>&amp;Reset the panels</source>
        <translation>Fenster &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>Put every panel back where it belongs for this window&apos;s size</source>
        <translation>Jedes Fenster dorthin zurücksetzen, wo es bei dieser Fenstergröße hingehört</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <source>Undone; Redo (Ctrl+Y) gives it back</source>
        <translation>Rückgängig gemacht; Wiederholen (Strg+Y) stellt es wieder her</translation>
    </message>
    <message>
        <source>The players were set, but the file could not be written.</source>
        <translation>Die Spieler wurden festgelegt, aber die Datei konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Read the briefing, then begin the battle</source>
        <translation>Die Lagebesprechung lesen, dann die Schlacht beginnen</translation>
    </message>
    <message>
        <source>Bound 1 begins</source>
        <translation>Zug 1 beginnt</translation>
    </message>
    <message>
        <source>The lessons for %1 are not installed</source>
        <translation>Die Lektionen für %1 sind nicht installiert</translation>
    </message>
    <message>
        <source>Saved games and turn files (*.save.jsonl *.turn.jsonl);;Scenarios (*.scenario.json);;All files (*)</source>
        <translation>Spielstände und Zugdateien (*.save.jsonl *.turn.jsonl);;Szenarien (*.scenario.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Your orders are fixed; they stay hidden until both sides are ready</source>
        <translation>Ihre Befehle sind festgelegt; sie bleiben verborgen, bis beide Seiten bereit sind</translation>
    </message>
    <message>
        <source>New &amp;two-player game...</source>
        <translation>Neue Partie für &amp;zwei Spieler ...</translation>
    </message>
    <message>
        <source>Play another person: on this screen, by file, or live</source>
        <translation>Gegen einen anderen Menschen spielen: an diesem Bildschirm, per Datei oder live</translation>
    </message>
    <message>
        <source>&amp;Send turn...</source>
        <translation>Zug &amp;senden ...</translation>
    </message>
    <message>
        <source>Send turn...</source>
        <translation>Zug senden ...</translation>
    </message>
    <message>
        <source>Write the turn file the other player needs, to send by e-mail or a shared folder</source>
        <translation>Die Zugdatei schreiben, die der andere Spieler braucht, zum Versand per E-Mail oder über einen gemeinsamen Ordner</translation>
    </message>
    <message>
        <source>Ask to take &amp;back the last step</source>
        <translation>Um Rücknahme des letzten Schritts &amp;bitten</translation>
    </message>
    <message>
        <source>Asked the other side to take back the last step</source>
        <translation>Die andere Seite wurde gebeten, den letzten Schritt zurückzunehmen</translation>
    </message>
    <message>
        <source>Take back...</source>
        <translation>Zurücknehmen ...</translation>
    </message>
    <message>
        <source>A resolved step is final: taking it back needs the other side&apos;s consent, and its dice are thrown again</source>
        <translation>Ein ausgewerteter Schritt gilt: ihn zurückzunehmen braucht die Zustimmung der anderen Seite, und seine Würfel werden neu geworfen</translation>
    </message>
    <message>
        <source>Hand the other side to the &amp;computer</source>
        <translation>Die andere Seite dem &amp;Computer übergeben</translation>
    </message>
    <message>
        <source>Hand to computer</source>
        <translation>Dem Computer übergeben</translation>
    </message>
    <message>
        <source>When the other player has left: the computer plays their side</source>
        <translation>Wenn der andere Spieler gegangen ist: der Computer spielt seine Seite</translation>
    </message>
    <message>
        <source>&amp;Ready: my orders are given</source>
        <translation>&amp;Bereit: meine Befehle sind gegeben</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Fix your orders for this step; they stay hidden from the other side until both are ready, then both are carried out</source>
        <translation>Ihre Befehle für diesen Schritt festlegen; sie bleiben vor der anderen Seite verborgen, bis beide bereit sind, dann werden beide ausgeführt</translation>
    </message>
    <message>
        <source>Give the referee&apos;s simple orders to your own side&apos;s units</source>
        <translation>Den Einheiten Ihrer eigenen Seite die einfachen Befehle des Schiedsrichters geben</translation>
    </message>
    <message>
        <source>Resolve step</source>
        <translation>Schritt auswerten</translation>
    </message>
    <message>
        <source>The two-player game could not be started.</source>
        <translation>Die Partie für zwei Spieler konnte nicht begonnen werden.</translation>
    </message>
    <message>
        <source>A game by file: its record is %1. Send your first turn file to the other player (Game &gt; Send turn...).</source>
        <translation>Eine Partie per Datei: ihr Protokoll ist %1. Ihre erste Zugdatei an den anderen Spieler senden (Partie &gt; Zug senden ...).</translation>
    </message>
    <message>
        <source>A game on this screen: its record is %1.</source>
        <translation>Eine Partie an diesem Bildschirm: ihr Protokoll ist %1.</translation>
    </message>
    <message>
        <source>Send your turn</source>
        <translation>Ihren Zug senden</translation>
    </message>
    <message>
        <source>Turn files (*.turn.jsonl)</source>
        <translation>Zugdateien (*.turn.jsonl)</translation>
    </message>
    <message>
        <source>Cannot write the turn file</source>
        <translation>Die Zugdatei kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>%1 konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Turn written to %1: send it to the other player.</source>
        <translation>Zug in %1 geschrieben: an den anderen Spieler senden.</translation>
    </message>
    <message>
        <source>Send by e-mail?</source>
        <translation>Per E-Mail senden?</translation>
    </message>
    <message>
        <source>Open your mail program with %1 attached?</source>
        <translation>Ihr E-Mail-Programm mit %1 als Anhang öffnen?</translation>
    </message>
    <message>
        <source>Adjutant: my turn in %1</source>
        <translation>Adjutant: mein Zug in %1</translation>
    </message>
    <message>
        <source>Took %1: %2</source>
        <translation>%1 übernommen: %2</translation>
    </message>
    <message>
        <source>Hand over the other side?</source>
        <translation>Die andere Seite übergeben?</translation>
    </message>
    <message>
        <source>Play with the other program has stopped</source>
        <translation>Das Spiel mit dem anderen Programm ist beendet</translation>
    </message>
    <message>
        <source>The two games could not be kept together, and nothing more is sent or taken. The game here is kept as it stands in its file.</source>
        <translation>Die beiden Partien ließen sich nicht beisammenhalten; es wird nichts mehr gesendet oder übernommen. Die Partie hier bleibt, wie sie steht, in ihrer Datei.</translation>
    </message>
    <message>
        <source>Joining &quot;%1&quot;: the game begins here when the other program sends it.</source>
        <translation>Trete „%1“ bei: die Partie beginnt hier, sobald das andere Programm sie sendet.</translation>
    </message>
    <message>
        <source>Waiting for the other player on port %1 (game &quot;%2&quot;).</source>
        <translation>Warten auf den anderen Spieler an Port %1 (Partie „%2“).</translation>
    </message>
    <message>
        <source>The game is on the broker at %1: the other player joins it with the name &quot;%2&quot;.</source>
        <translation>Die Partie liegt beim Broker %1: der andere Spieler tritt ihr mit dem Namen „%2“ bei.</translation>
    </message>
    <message>
        <source>%1 asks to take back %2. The step is played again from where it began, its orders given anew and its dice thrown again. Do you agree?</source>
        <translation>%1 bittet, %2 zurückzunehmen. Der Schritt wird von seinem Beginn an noch einmal gespielt, seine Befehle neu gegeben und seine Würfel neu geworfen. Stimmen Sie zu?</translation>
    </message>
    <message>
        <source>%1 has given its orders; they stay hidden until both sides are ready.</source>
        <translation>%1 hat ihre Befehle gegeben; sie bleiben verborgen, bis beide Seiten bereit sind.</translation>
    </message>
    <message>
        <source>The computer (a steady commander) plays %1 from now on, in this window. Do this when the other player has left the game.</source>
        <translation>Der Computer (ein erfahrener Befehlshaber) spielt ab jetzt %1, in diesem Fenster. Das tun, wenn der andere Spieler die Partie verlassen hat.</translation>
    </message>
    <message>
        <source>The computer plays %1 from now on</source>
        <translation>Der Computer spielt ab jetzt %1</translation>
    </message>
    <message>
        <source>Both sides are ready: their orders are revealed and carried out</source>
        <translation>Beide Seiten sind bereit: ihre Befehle sind aufgedeckt und ausgeführt</translation>
    </message>
    <message>
        <source>Play this scenario</source>
        <translation>Dieses Szenario spielen</translation>
    </message>
    <message>
        <source>&amp;Import shared scenario...</source>
        <translation>Geteiltes Szenario &amp;importieren...</translation>
    </message>
    <message>
        <source>Keep a scenario someone sent you, with its map, among your own</source>
        <translation>Ein Szenario, das Ihnen jemand geschickt hat, mit seiner Karte zu Ihren eigenen legen</translation>
    </message>
    <message>
        <source>Import a shared scenario</source>
        <translation>Ein geteiltes Szenario importieren</translation>
    </message>
    <message>
        <source>Scenarios (*.scenario.json);;All files (*)</source>
        <translation>Szenarien (*.scenario.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot import the scenario</source>
        <translation>Das Szenario kann nicht importiert werden</translation>
    </message>
    <message>
        <source>%1 could not be imported; nothing was written among your scenarios.</source>
        <translation>%1 konnte nicht importiert werden; unter Ihren Szenarien wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>There is no folder of your own to keep scenarios in.</source>
        <translation>Es gibt keinen eigenen Ordner, in dem Szenarien aufbewahrt werden könnten.</translation>
    </message>
    <message>
        <source>%1 is now among your scenarios on the start page</source>
        <translation>%1 ist jetzt unter Ihren Szenarien auf der Startseite</translation>
    </message>
    <message>
        <source>The battle is over: %1</source>
        <translation>Die Schlacht ist vorbei: %1</translation>
    </message>
    <message>
        <source>&amp;House rules...</source>
        <translation>&amp;Hausregeln ...</translation>
    </message>
    <message>
        <source>How this game reads the rules where they are unclear or silent</source>
        <translation>Wie diese Partie die Regeln liest, wo sie unklar sind oder schweigen</translation>
    </message>
    <message>
        <source>Cannot start the scenario anew</source>
        <translation>Das Szenario kann nicht neu begonnen werden</translation>
    </message>
    <message>
        <source>The scenario&apos;s file is no longer in %1; start it from the start page (File &gt; New game...).</source>
        <translation>Die Datei des Szenarios liegt nicht mehr in %1; beginnen Sie es auf der Startseite (Datei &gt; Neue Partie ...).</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::MapPicture</name>
    <message>
        <source>The map image %1 is not an image Adjutant can read: %2.</source>
        <translation>Das Kartenbild %1 ist kein Bild, das Adjutant lesen kann: %2.</translation>
    </message>
    <message>
        <source>The map image %1 is %2 x %3 pixels, more than the table holds at once; it is shown from a copy scaled to %4 x %5, in the same place and at the same size on the table.</source>
        <translation>Das Kartenbild %1 hat %2 x %3 Pixel, mehr als der Tisch auf einmal fasst; es wird von einer auf %4 x %5 verkleinerten Kopie gezeigt, an derselben Stelle und in derselben Größe auf dem Tisch.</translation>
    </message>
    <message>
        <source>The map image %1 (%2 x %3 pixels) could not be decoded: %4. The file may be damaged.</source>
        <translation>Das Kartenbild %1 (%2 x %3 Pixel) konnte nicht gelesen werden: %4. Die Datei ist vielleicht beschädigt.</translation>
    </message>
    <message>
        <source>The map image %1 is %2 x %3 pixels, more than the %4 million Adjutant reads; scale it down in an image program first.</source>
        <translation>Das Kartenbild %1 hat %2 x %3 Pixel, mehr als die %4 Millionen, die Adjutant liest; es zuerst in einem Bildprogramm verkleinern.</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::MapRaster</name>
    <message>
        <source>The map image %1 is not there; choose it again under Map image.</source>
        <translation>Das Kartenbild %1 ist nicht vorhanden; wählen Sie es unter Kartenbild erneut.</translation>
    </message>
    <message>
        <source>The map %1 cannot be traced: it is not an image Adjutant can read (%2).</source>
        <translation>Die Karte %1 kann nicht nachgezeichnet werden: Sie ist kein Bild, das Adjutant lesen kann (%2).</translation>
    </message>
    <message>
        <source>The map is %1 x %2 pixels, more than tracing reads at once; it was traced on a copy scaled to %3 x %4.</source>
        <translation>Die Karte hat %1 x %2 Pixel, mehr als das Nachzeichnen auf einmal liest; nachgezeichnet wurde eine auf %3 x %4 verkleinerte Kopie.</translation>
    </message>
    <message>
        <source>The map %1 (%2 x %3 pixels) could not be decoded for tracing: %4. The file may be damaged; nothing on the table was changed.</source>
        <translation>Die Karte %1 (%2 x %3 Pixel) konnte zum Nachzeichnen nicht entschlüsselt werden: %4. Die Datei ist vielleicht beschädigt; auf dem Tisch wurde nichts geändert.</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::MeasureTool</name>
    <message>
        <source>&amp;Measure</source>
        <translation>&amp;Messen</translation>
    </message>
    <message>
        <source>Drag to measure; from or to a unit the tape runs from its nearest edge</source>
        <translation>Zum Messen ziehen; an einer Einheit beginnt oder endet das Maßband an ihrer nächsten Kante</translation>
    </message>
    <message>
        <source>%1 to %2
%3</source>
        <translation>%1 bis %2
%3</translation>
    </message>
    <message>
        <source>here</source>
        <translation>hier</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::MoveMapTool</name>
    <message>
        <source>Move the map: drag it under the table; the table and everything on it stay</source>
        <translation>Karte verschieben: ziehen Sie sie unter dem Tisch; der Tisch und alles darauf bleiben, wo sie sind</translation>
    </message>
    <message>
        <source>The scenario has no map to move: choose one under Scenario &gt; Map image.</source>
        <translation>Das Szenario hat keine Karte zum Verschieben: wählen Sie eine unter Szenario &gt; Kartenbild.</translation>
    </message>
    <message>
        <source>The map image is not shown (missing or unreadable), so it cannot be moved.</source>
        <translation>Das Kartenbild wird nicht gezeigt (es fehlt oder ist unlesbar), daher kann es nicht verschoben werden.</translation>
    </message>
    <message>
        <source>The map is stretched over the whole table, more along one side than the other, so it has no scale of its own to keep: calibrate it first (Calibrate map, K), then move it.</source>
        <translation>Die Karte ist über den ganzen Tisch gestreckt, in einer Richtung mehr als in der anderen, und hat daher keinen eigenen Maßstab, den sie behalten könnte: messen Sie sie zuerst ein (Karte einmessen, K), dann verschieben Sie sie.</translation>
    </message>
    <message>
        <source>Moving the map by %1, %2 in</source>
        <translation>Karte wird um %1, %2 Zoll verschoben</translation>
    </message>
    <message>
        <source>Move the map</source>
        <translation>Karte verschieben</translation>
    </message>
    <message>
        <source>Map moved by %1, %2 in</source>
        <translation>Karte um %1, %2 Zoll verschoben</translation>
    </message>
    <message>
        <source>&amp;Move map</source>
        <translation>Karte &amp;verschieben</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Choose who gives each side&apos;s orders. The computer gives its orders one at a time, so you can follow them on the table and in the journal.</source>
        <translation>Wählen, wer die Befehle jeder Seite gibt. Der Computer gibt seine Befehle einzeln, damit Sie sie auf dem Tisch und im Protokoll verfolgen können.</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Seeds the game&apos;s dice and the computer&apos;s judgement: the same seed and the same orders give the same game</source>
        <translation>Startwert für die Würfel der Partie und das Urteil des Computers: gleicher Startwert und gleiche Befehle ergeben dieselbe Partie</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Startwert:</translation>
    </message>
    <message>
        <source>House rules...</source>
        <translation>Hausregeln ...</translation>
    </message>
    <message>
        <source>Choose how the game reads the rules where they are unclear or silent</source>
        <translation>Wählen, wie die Partie die Regeln liest, wo sie unklar sind oder schweigen</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::NewScenarioWizard</name>
    <message>
        <source>New scenario</source>
        <translation>Neues Szenario</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>Die Partie</translation>
    </message>
    <message>
        <source>Which rules, and which battle.</source>
        <translation>Welche Regeln und welche Schlacht.</translation>
    </message>
    <message>
        <source>e.g. Mollwitz, 10 April 1741</source>
        <translation>z. B. Mollwitz, 10. April 1741</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>nicht angegeben</translation>
    </message>
    <message>
        <source>&amp;Ruleset</source>
        <translation>&amp;Regelwerk</translation>
    </message>
    <message>
        <source>&amp;Title</source>
        <translation>&amp;Titel</translation>
    </message>
    <message>
        <source>&amp;Period</source>
        <translation>&amp;Epoche</translation>
    </message>
    <message>
        <source>&amp;Year</source>
        <translation>&amp;Jahr</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>Der Tisch</translation>
    </message>
    <message>
        <source>Its size in inches (6 by 4 feet is 72 by 48) and the figures&apos; scale, which sets base sizes and distances.</source>
        <translation>Seine Größe in Zoll (6 mal 4 Fuß sind 72 mal 48) und der Maßstab der Figuren, der Basegrößen und Entfernungen bestimmt.</translation>
    </message>
    <message>
        <source> in</source>
        <translation> Zoll</translation>
    </message>
    <message>
        <source>&amp;Width</source>
        <translation>&amp;Breite</translation>
    </message>
    <message>
        <source>&amp;Depth</source>
        <translation>&amp;Tiefe</translation>
    </message>
    <message>
        <source>&amp;Figure scale</source>
        <translation>&amp;Figurenmaßstab</translation>
    </message>
    <message>
        <source>The sides</source>
        <translation>Die Parteien</translation>
    </message>
    <message>
        <source>Each side&apos;s name, nation, colour on the table, and the edge it comes from and retreats to.</source>
        <translation>Name, Nation und Farbe jeder Partei auf dem Tisch, und die Kante, von der sie kommt und zu der sie zurückweicht.</translation>
    </message>
    <message>
        <source>First side</source>
        <translation>Erste Partei</translation>
    </message>
    <message>
        <source>Second side</source>
        <translation>Zweite Partei</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <source>I&amp;d</source>
        <translation>&amp;Kennung</translation>
    </message>
    <message>
        <source>Na&amp;tion</source>
        <translation>Na&amp;tion</translation>
    </message>
    <message>
        <source>&amp;Colour</source>
        <translation>&amp;Farbe</translation>
    </message>
    <message>
        <source>&amp;Baseline</source>
        <translation>&amp;Grundlinie</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>The colour of this side&apos;s units on the table</source>
        <translation>Die Farbe der Einheiten dieser Partei auf dem Tisch</translation>
    </message>
    <message>
        <source>These two colours are hard to tell apart on the table for some players (colour-blind ones among them): choose colours further apart.</source>
        <translation>Diese beiden Farben sind auf dem Tisch für manche Spieler (darunter farbenblinde) schwer zu unterscheiden: deutlicher verschiedene Farben wählen.</translation>
    </message>
    <message>
        <source>The scenario needs a title: give it one on the first page.</source>
        <translation>Das Szenario braucht einen Titel: auf der ersten Seite einen angeben.</translation>
    </message>
    <message>
        <source>The first side</source>
        <translation>Die erste Partei</translation>
    </message>
    <message>
        <source>The second side</source>
        <translation>Die zweite Partei</translation>
    </message>
    <message>
        <source>%1 needs a name.</source>
        <translation>%1 braucht einen Namen.</translation>
    </message>
    <message>
        <source>%1 needs an id, a short word the scenario file knows it by.</source>
        <translation>%1 braucht eine Kennung, ein kurzes Wort, unter dem die Szenariodatei sie führt.</translation>
    </message>
    <message>
        <source>The two sides have the same id &quot;%1&quot;: give each its own.</source>
        <translation>Beide Parteien haben die Kennung „%1“: jeder eine eigene geben.</translation>
    </message>
    <message>
        <source>The two sides come from the same edge of the table: choose a different baseline for one of them.</source>
        <translation>Beide Parteien kommen von derselben Tischkante: für eine von ihnen eine andere Grundlinie wählen.</translation>
    </message>
    <message>
        <source>The scenario cannot be made: %1</source>
        <translation>Das Szenario kann nicht angelegt werden: %1</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::OrderOfBattleDock</name>
    <message>
        <source>Order of battle</source>
        <translation>Schlachtordnung</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <source>Formation</source>
        <translation>Formation</translation>
    </message>
    <message>
        <source>
Objective: %1</source>
        <translation>
Ziel: %1</translation>
    </message>
    <message>
        <source>
Orders: %1</source>
        <translation>
Befehle: %1</translation>
    </message>
    <message>
        <source>General: %1</source>
        <translation>General: %1</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1
%2 (%3)</source>
        <translation>%1
%2 (%3)</translation>
    </message>
    <message>
        <source>%1 figures now, %2 at the start</source>
        <translation>jetzt %1 Figuren, zu Beginn %2</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::PencilTool</name>
    <message>
        <source>Pencil %1</source>
        <translation>Bleistift: %1</translation>
    </message>
    <message>
        <source>Pencil %1: press, draw with the button held and release; the stroke is simplified and snaps to nearby terrain (not with Shift)</source>
        <translation>Bleistift: %1: drücken, mit gehaltener Taste zeichnen und loslassen; der Strich wird vereinfacht und rastet an nahem Gelände ein (nicht mit Umschalt)</translation>
    </message>
    <message>
        <source>Nothing drawn: %1.</source>
        <translation>Nichts gezeichnet: %1.</translation>
    </message>
    <message>
        <source>Nothing drawn: that area is already covered by terrain drawn on the table.</source>
        <translation>Nichts gezeichnet: Diese Fläche ist schon von Gelände auf dem Tisch bedeckt.</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::PhaseTrackerDock</name>
    <message>
        <source>To act: nobody</source>
        <translation>Am Zug: niemand</translation>
    </message>
    <message>
        <source>Nobody has anything to decide: Resolve step passes it at once.</source>
        <translation>Niemand hat etwas zu entscheiden: Schritt auswerten überspringt ihn sofort.</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Give default orders</source>
        <translation>Standardbefehle geben</translation>
    </message>
    <message>
        <source>Give the referee&apos;s simple orders for this step to both sides</source>
        <translation>Beiden Seiten die einfachen Befehle des Schiedsrichters für diesen Schritt geben</translation>
    </message>
    <message>
        <source>Resolve step</source>
        <translation>Schritt auswerten</translation>
    </message>
    <message>
        <source>Carry out this step for both sides and go on to the next</source>
        <translation>Diesen Schritt für beide Seiten ausführen und zum nächsten übergehen</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Nächster Schritt</translation>
    </message>
    <message>
        <source>Go on to the next step without resolving this one</source>
        <translation>Zum nächsten Schritt übergehen, ohne diesen auszuwerten</translation>
    </message>
    <message>
        <source>No game</source>
        <translation>Keine Partie</translation>
    </message>
    <message>
        <source>Bound %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>Initiative: %1</source>
        <translation>Initiative: %1</translation>
    </message>
    <message>
        <source>To act: %1</source>
        <translation>Am Zug: %1</translation>
    </message>
    <message>
        <source>Player turn: %1</source>
        <translation>Spielerzug: %1</translation>
    </message>
    <message>
        <source>Resolving this step:</source>
        <translation>Die Auswertung dieses Schritts:</translation>
    </message>
    <message>
        <source>The battle is over after bound %1</source>
        <translation>Die Schlacht ist nach Zug %1 vorbei</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::PlaceCrossingTool</name>
    <message>
        <source>Place &amp;bridge</source>
        <translation>&amp;Brücke setzen</translation>
    </message>
    <message>
        <source>Place &amp;ford</source>
        <translation>&amp;Furt setzen</translation>
    </message>
    <message>
        <source>Click on a river or stream to place a bridge; click a bridge or ford to remove it</source>
        <translation>Auf einen Fluss oder Bach klicken, um eine Brücke zu setzen; eine Brücke oder Furt anklicken, um sie zu entfernen</translation>
    </message>
    <message>
        <source>Click on a river or stream to place a ford; click a bridge or ford to remove it</source>
        <translation>Auf einen Fluss oder Bach klicken, um eine Furt zu setzen; eine Brücke oder Furt anklicken, um sie zu entfernen</translation>
    </message>
    <message>
        <source>Bridge removed</source>
        <translation>Brücke entfernt</translation>
    </message>
    <message>
        <source>Ford removed</source>
        <translation>Furt entfernt</translation>
    </message>
    <message>
        <source>Bridge placed</source>
        <translation>Brücke gesetzt</translation>
    </message>
    <message>
        <source>Ford placed</source>
        <translation>Furt gesetzt</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::PlaceUnitTool</name>
    <message>
        <source>&amp;Place unit</source>
        <translation>Einheit &amp;aufstellen</translation>
    </message>
    <message>
        <source>Place %1: click where its front edge centre stands</source>
        <translation>%1 aufstellen: dort klicken, wo die Mitte ihrer Front steht</translation>
    </message>
    <message>
        <source>Choose a unit to place in the Order of battle dock</source>
        <translation>Eine Einheit zum Aufstellen im Fenster Schlachtordnung wählen</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::RecentFiles</name>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>Liste &amp;leeren</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::RecoverDialog</name>
    <message>
        <source>Recover a game</source>
        <translation>Partie wiederherstellen</translation>
    </message>
    <message>
        <source>Games that were never saved are kept here while they are played. These were not closed normally; open one to play on, then save it where you like.</source>
        <translation>Nie gespeicherte Partien werden hier gesichert, solange sie gespielt werden. Diese wurden nicht regulär geschlossen; eine öffnen, um weiterzuspielen, und dann speichern, wo Sie möchten.</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>Last change</source>
        <translation>Letzte Änderung</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Änderungen</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Folder: %1</source>
        <translation>Ordner: %1</translation>
    </message>
    <message>
        <source>Delete the autosave</source>
        <translation>Automatische Sicherung löschen</translation>
    </message>
    <message>
        <source>Delete this game for good? It was never saved anywhere else.</source>
        <translation>Diese Partie endgültig löschen? Sie wurde nirgends sonst gespeichert.</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::ReferenceDock</name>
    <message>
        <source>Rules reference</source>
        <translation>Regelübersicht</translation>
    </message>
    <message>
        <source>Search the rules, or type a section (15.4) or a term</source>
        <translation>Die Regeln durchsuchen, oder einen Abschnitt (15.4) oder Begriff eingeben</translation>
    </message>
    <message>
        <source>%1: click a section, or a rule number in an explanation.</source>
        <translation>%1: einen Abschnitt anklicken, oder eine Regelnummer in einer Erklärung.</translation>
    </message>
    <message>
        <source>Open a game to read its rules.</source>
        <translation>Eine Partie öffnen, um ihre Regeln zu lesen.</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>Glossar</translation>
    </message>
    <message>
        <source>No section &quot;%1&quot; in this reference.</source>
        <translation>Keinen Abschnitt „%1“ in dieser Übersicht.</translation>
    </message>
    <message>
        <source>Searched again from the top.</source>
        <translation>Erneut von oben gesucht.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not in this reference.</source>
        <translation>„%1“ steht nicht in dieser Übersicht.</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::ReplayDock</name>
    <message>
        <source>Replay</source>
        <translation>Nachspielen</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Zurück zur Partie</translation>
    </message>
    <message>
        <source>Your note on this moment, saved with the game</source>
        <translation>Ihre Notiz zu diesem Augenblick, mit der Partie gespeichert</translation>
    </message>
    <message>
        <source>Save the note</source>
        <translation>Notiz speichern</translation>
    </message>
    <message>
        <source>Open a saved game to replay it.</source>
        <translation>Einen Spielstand öffnen, um ihn nachzuspielen.</translation>
    </message>
    <message>
        <source>Bound %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>  (note)</source>
        <translation>  (Notiz)</translation>
    </message>
    <message>
        <source>Nothing has happened in this game yet.</source>
        <translation>In dieser Partie ist noch nichts geschehen.</translation>
    </message>
    <message>
        <source>Choose a moment to see the table as it stood after it. %1 commands.</source>
        <translation>Einen Augenblick wählen, um den Tisch zu sehen, wie er danach stand. %1 Befehle.</translation>
    </message>
    <message>
        <source>The table as it stood after command %1 of %2 (bound %3, %4).</source>
        <translation>Der Tisch, wie er nach Befehl %1 von %2 stand (Zug %3, %4).</translation>
    </message>
    <message>
        <source>Note saved.</source>
        <translation>Notiz gespeichert.</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::RotateHandleItem</name>
    <message>
        <source>Drag to wheel about the other front corner (Shift: pivot about the centre)</source>
        <translation>Ziehen, um um die andere vordere Ecke zu schwenken (Umschalt: um die Mitte drehen)</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::ScenarioCard</name>
    <message>
        <source>%1 · table %2</source>
        <translation>%1 · Tisch %2</translation>
    </message>
    <message>
        <source>Who gives the orders of %1</source>
        <translation>Wer die Befehle für %1 gibt</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Start a new game on %1; its briefing comes first</source>
        <translation>Eine neue Partie auf %1 beginnen; zuerst kommt die Lagebesprechung</translation>
    </message>
    <message>
        <source>House rules...</source>
        <translation>Hausregeln ...</translation>
    </message>
    <message>
        <source>Choose how the game reads the rules where they are unclear or silent, then play %1</source>
        <translation>Wählen, wie die Partie die Regeln liest, wo sie unklar sind oder schweigen, dann %1 spielen</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::ScenarioEditor</name>
    <message>
        <source>Place &amp;bridge</source>
        <translation>&amp;Brücke setzen</translation>
    </message>
    <message>
        <source>Place &amp;ford</source>
        <translation>&amp;Furt setzen</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Abgelehnt: %1</translation>
    </message>
    <message>
        <source>Scenario saved to %1</source>
        <translation>Szenario in %1 gespeichert</translation>
    </message>
    <message>
        <source>Start or open a scenario first.</source>
        <translation>Zuerst ein Szenario anlegen oder öffnen.</translation>
    </message>
    <message>
        <source>Imported %1 units from %2</source>
        <translation>%1 Einheiten aus %2 eingelesen</translation>
    </message>
    <message>
        <source>Set the map image</source>
        <translation>Kartenbild setzen</translation>
    </message>
    <message>
        <source>Ready to save</source>
        <translation>Bereit zum Speichern</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s), first: %1</source>
        <translation>
            <numerusform>%n Problem: %1</numerusform>
            <numerusform>%n Probleme, zuerst: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Open scenario for editing...</source>
        <translation>Szenario zum Bearbeiten ö&amp;ffnen ...</translation>
    </message>
    <message>
        <source>&amp;Save scenario</source>
        <translation>Szenario &amp;speichern</translation>
    </message>
    <message>
        <source>Save scenario &amp;as...</source>
        <translation>Szenario speichern &amp;unter ...</translation>
    </message>
    <message>
        <source>&amp;Export scenario for sharing...</source>
        <translation>Szenario zum &amp;Weitergeben exportieren ...</translation>
    </message>
    <message>
        <source>Export scenario for sharing: name a new folder</source>
        <translation>Szenario zum Weitergeben exportieren: einen neuen Ordner benennen</translation>
    </message>
    <message>
        <source>The scenario was not exported</source>
        <translation>Das Szenario wurde nicht exportiert</translation>
    </message>
    <message>
        <source>Scenario and map exported to the folder %1: send the whole folder</source>
        <translation>Szenario und Karte in den Ordner %1 exportiert: den ganzen Ordner weitergeben</translation>
    </message>
    <message>
        <source>Scenario exported to the folder %1: send the whole folder</source>
        <translation>Szenario in den Ordner %1 exportiert: den ganzen Ordner weitergeben</translation>
    </message>
    <message>
        <source>&amp;Undo edit</source>
        <translation>Änderung &amp;rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo edit</source>
        <translation>Änderung &amp;wiederholen</translation>
    </message>
    <message>
        <source>&amp;Delete selection	Del</source>
        <translation>Auswahl &amp;löschen	Entf</translation>
    </message>
    <message>
        <source>&amp;Import order of battle...</source>
        <translation>Schlachtordnung &amp;einlesen ...</translation>
    </message>
    <message>
        <source>Map &amp;image...</source>
        <translation>Karten&amp;bild ...</translation>
    </message>
    <message>
        <source>&amp;Check scenario</source>
        <translation>Szenario &amp;prüfen</translation>
    </message>
    <message>
        <source>&amp;Play this scenario</source>
        <translation>Dieses Szenario s&amp;pielen</translation>
    </message>
    <message>
        <source>&amp;Select</source>
        <translation>&amp;Auswählen</translation>
    </message>
    <message>
        <source>Draw %1</source>
        <translation>%1 zeichnen</translation>
    </message>
    <message>
        <source>Deployment zone, side %1</source>
        <translation>Aufstellungsraum, Partei %1</translation>
    </message>
    <message>
        <source>&amp;Objective</source>
        <translation>&amp;Ziel</translation>
    </message>
    <message>
        <source>&amp;Calibrate map</source>
        <translation>Karte &amp;einmessen</translation>
    </message>
    <message>
        <source>&amp;Place unit</source>
        <translation>Einheit &amp;aufstellen</translation>
    </message>
    <message>
        <source>Scenario editor</source>
        <translation>Szenario-Editor</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Gelände</translation>
    </message>
    <message>
        <source>Deployment</source>
        <translation>Aufstellung</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederholen: %1</translation>
    </message>
    <message>
        <source>Open scenario for editing</source>
        <translation>Szenario zum Bearbeiten öffnen</translation>
    </message>
    <message>
        <source>The scenario cannot be opened</source>
        <translation>Das Szenario kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>The scenario was not saved</source>
        <translation>Das Szenario wurde nicht gespeichert</translation>
    </message>
    <message>
        <source>Save scenario as</source>
        <translation>Szenario speichern unter</translation>
    </message>
    <message>
        <source>Nothing was written: the scenario has problems to fix first.

%1</source>
        <translation>Nichts wurde geschrieben: das Szenario hat zuerst zu behebende Probleme.

%1</translation>
    </message>
    <message>
        <source>Import order of battle</source>
        <translation>Schlachtordnung einlesen</translation>
    </message>
    <message>
        <source>Orders of battle (*.csv *.json);;All files (*)</source>
        <translation>Schlachtordnungen (*.csv *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The order of battle was not imported</source>
        <translation>Die Schlachtordnung wurde nicht eingelesen</translation>
    </message>
    <message>
        <source>Map image</source>
        <translation>Kartenbild</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.svg);;All files (*)</source>
        <translation>Bilder (*.png *.jpg *.jpeg *.svg);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The map was not set</source>
        <translation>Die Karte wurde nicht gesetzt</translation>
    </message>
    <message>
        <source>Map set: calibrate it with the Calibrate map tool (K)</source>
        <translation>Karte gesetzt: mit dem Werkzeug Karte einmessen (K) einmessen</translation>
    </message>
    <message>
        <source>Check scenario</source>
        <translation>Szenario prüfen</translation>
    </message>
    <message>
        <source>The scenario is valid and ready to save and play.</source>
        <translation>Das Szenario ist gültig und bereit zum Speichern und Spielen.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Select a terrain area, line, zone or objective to copy.</source>
        <translation>Wählen Sie eine Geländefläche, eine Linie, eine Zone oder ein Ziel zum Kopieren.</translation>
    </message>
    <message>
        <source>The selection could not be copied.</source>
        <translation>Die Auswahl konnte nicht kopiert werden.</translation>
    </message>
    <message>
        <source>Copied %1</source>
        <translation>%1 kopiert</translation>
    </message>
    <message>
        <source>Nothing has been copied yet.</source>
        <translation>Es wurde noch nichts kopiert.</translation>
    </message>
    <message>
        <source>&amp;Copy feature</source>
        <translation>Element &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste feature</source>
        <translation>Element &amp;einfügen</translation>
    </message>
    <message>
        <source>&amp;Trace by colour</source>
        <translation>Nach &amp;Farbe nachzeichnen</translation>
    </message>
    <message>
        <source>Pencil %1</source>
        <translation>Bleistift: %1</translation>
    </message>
    <message>
        <source>Pencil</source>
        <translation>Bleistift</translation>
    </message>
    <message>
        <source>%1 is not there.</source>
        <translation>%1 ist nicht vorhanden.</translation>
    </message>
    <message>
        <source>%1 The map was not changed.</source>
        <translation>%1 Die Karte wurde nicht geändert.</translation>
    </message>
    <message>
        <source>&amp;Table size...</source>
        <translation>&amp;Tischgröße ...</translation>
    </message>
    <message>
        <source>&amp;Move map</source>
        <translation>Karte &amp;verschieben</translation>
    </message>
    <message>
        <source>Make the table %1 x %2 in</source>
        <translation>Tisch auf %1 x %2 Zoll ändern</translation>
    </message>
    <message>
        <source>The table is now %1 x %2 inches</source>
        <translation>Der Tisch ist jetzt %1 x %2 Zoll groß</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::ScenarioLibraryDialog</name>
    <message>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Choose the scenario to play:</source>
        <translation>Das zu spielende Szenario wählen:</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Herkunft</translation>
    </message>
    <message>
        <source>Rulesets:</source>
        <translation>Regelwerke:</translation>
    </message>
    <message>
        <source>%1 (%2) was left out: %3</source>
        <translation>%1 (%2) wurde ausgelassen: %3</translation>
    </message>
    <message>
        <source>Warning:</source>
        <translation>Warnung:</translation>
    </message>
    <message>
        <source>Your own scenarios and house-rules rulesets go in %1 and %2.</source>
        <translation>Eigene Szenarien gehören nach %1, Hausregeln nach %2.</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Beginnen</translation>
    </message>
    <message>
        <source>Other &amp;file...</source>
        <translation>Andere &amp;Datei ...</translation>
    </message>
    <message>
        <source>Open your &amp;folder</source>
        <translation>Eigenen &amp;Ordner öffnen</translation>
    </message>
    <message>
        <source>New game on a scenario</source>
        <translation>Neue Partie auf einem Szenario</translation>
    </message>
    <message>
        <source>Scenarios (*.scenario.json);;All files (*)</source>
        <translation>Szenarien (*.scenario.json);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::ScenarioOutlines</name>
    <message>
        <source>%1 level %2</source>
        <translation>%1 Stufe %2</translation>
    </message>
    <message>
        <source>deployment zone of %1</source>
        <translation>Aufstellungsraum von %1</translation>
    </message>
    <message>
        <source>objective</source>
        <translation>Ziel</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::ScenarioPropertiesDock</name>
    <message>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>nicht angegeben</translation>
    </message>
    <message>
        <source>History, special rules, victory conditions</source>
        <translation>Geschichte, Sonderregeln, Siegbedingungen</translation>
    </message>
    <message>
        <source>&amp;Title</source>
        <translation>&amp;Titel</translation>
    </message>
    <message>
        <source>&amp;Period</source>
        <translation>&amp;Epoche</translation>
    </message>
    <message>
        <source>&amp;Year</source>
        <translation>&amp;Jahr</translation>
    </message>
    <message>
        <source>&amp;Notes</source>
        <translation>&amp;Anmerkungen</translation>
    </message>
    <message>
        <source>Map image</source>
        <translation>Kartenbild</translation>
    </message>
    <message>
        <source>Choose...</source>
        <translation>Wählen ...</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>&amp;Opacity</source>
        <translation>&amp;Deckkraft</translation>
    </message>
    <message>
        <source>Brigade orders</source>
        <translation>Brigadebefehle</translation>
    </message>
    <message>
        <source>e.g. hold the windmill hill</source>
        <translation>z. B. den Windmühlenberg halten</translation>
    </message>
    <message>
        <source>&amp;Brigade</source>
        <translation>&amp;Brigade</translation>
    </message>
    <message>
        <source>Ob&amp;jective</source>
        <translation>Zie&amp;l</translation>
    </message>
    <message>
        <source>&amp;Orders</source>
        <translation>&amp;Befehle</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Map opacity</source>
        <translation>Deckkraft der Karte</translation>
    </message>
    <message>
        <source>One or two sentences for the start page</source>
        <translation>Ein oder zwei Sätze für die Startseite</translation>
    </message>
    <message>
        <source>S&amp;ummary</source>
        <translation>&amp;Kurzbeschreibung</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::SelectMoveTool</name>
    <message>
        <source>&amp;Select and move</source>
        <translation>Wählen und &amp;bewegen</translation>
    </message>
    <message>
        <source>Set-up move (no referee for this ruleset)</source>
        <translation>Aufstellungszug (kein Schiedsrichter für dieses Regelwerk)</translation>
    </message>
    <message>
        <source>%1 stays where it was: %2</source>
        <translation>%1 bleibt, wo sie war: %2</translation>
    </message>
    <message>
        <source>Form %1</source>
        <translation>%1 bilden</translation>
    </message>
    <message>
        <source>Nothing to order</source>
        <translation>Nichts zu befehlen</translation>
    </message>
    <message>
        <source>%1 (not now)</source>
        <translation>%1 (nicht jetzt)</translation>
    </message>
    <message>
        <source>Click a unit to select it; drag it to move (Tab: how it moves); drag a front corner to wheel (Shift: pivot); right-click for formations, turns and orders</source>
        <translation>Einheit anklicken, um sie zu wählen; ziehen, um sie zu bewegen (Tab: wie sie sich bewegt); eine vordere Ecke ziehen, um zu schwenken (Umschalt: auf der Stelle drehen); Rechtsklick für Formationen, Wendungen und Befehle</translation>
    </message>
    <message>
        <source>How it moves: %1</source>
        <translation>Wie sie sich bewegt: %1</translation>
    </message>
    <message>
        <source>Legal: uses %1 of the %2 left</source>
        <translation>Erlaubt: braucht %1 der verbleibenden %2</translation>
    </message>
    <message>
        <source>Legal: moves %1, using %2 of the %3 left</source>
        <translation>Erlaubt: bewegt sich %1 und braucht %2 der verbleibenden %3</translation>
    </message>
    <message>
        <source>Tab: %1 instead</source>
        <translation>Tab: stattdessen %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>, moved %1</source>
        <translation>, %1 bewegt</translation>
    </message>
    <message>
        <source>; %1 left</source>
        <translation>; %1 übrig</translation>
    </message>
    <message>
        <source>Formation</source>
        <translation>Formation</translation>
    </message>
    <message>
        <source>Set up here</source>
        <translation>Hier aufstellen</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>Befehle</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::SelectionOverlays</name>
    <message>
        <source>Firing &amp;arcs and ranges</source>
        <translation>&amp;Schussfelder und Schussweiten</translation>
    </message>
    <message>
        <source>The selected unit&apos;s arc with its short, medium and long range bands</source>
        <translation>Das Schussfeld der gewählten Einheit mit kurzer, mittlerer und weiter Schussweite</translation>
    </message>
    <message>
        <source>Charge &amp;reach</source>
        <translation>&amp;Angriffsreichweite</translation>
    </message>
    <message>
        <source>Where the selected unit can charge this bound</source>
        <translation>Wohin die gewählte Einheit in diesem Zug angreifen kann</translation>
    </message>
    <message>
        <source>Movement &amp;allowance</source>
        <translation>&amp;Bewegungsweite</translation>
    </message>
    <message>
        <source>Where the selected unit can move with the move it has left</source>
        <translation>Wohin die gewählte Einheit mit ihrer verbleibenden Bewegung ziehen kann</translation>
    </message>
    <message>
        <source>&amp;Flank and rear zones</source>
        <translation>&amp;Flanken- und Rückenbereiche</translation>
    </message>
    <message>
        <source>Where an enemy stands on the selected unit&apos;s flanks or in its rear</source>
        <translation>Wo ein Feind in der Flanke oder im Rücken der gewählten Einheit steht</translation>
    </message>
    <message>
        <source>No move</source>
        <translation>Keine Bewegung</translation>
    </message>
    <message>
        <source>Move left: %1</source>
        <translation>Verbleibende Bewegung: %1</translation>
    </message>
    <message>
        <source>No charge</source>
        <translation>Kein Angriff</translation>
    </message>
    <message>
        <source>Charge reach %1</source>
        <translation>Angriffsreichweite %1</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::SettingsDialog</name>
    <message>
        <source>Resolve at once a step in which nobody can act</source>
        <translation>Schritte, in denen niemand handeln kann, sofort auswerten</translation>
    </message>
    <message>
        <source>Steps:</source>
        <translation>Schritte:</translation>
    </message>
    <message>
        <source>A step where no unit of either side has an order it may give is resolved as soon as the game reaches it; the journal still records it</source>
        <translation>Ein Schritt, in dem keine Einheit einer Seite einen Befehl geben kann, wird ausgewertet, sobald die Partie ihn erreicht; das Journal verzeichnet ihn trotzdem</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>As the scenario says (15mm if it says nothing)</source>
        <translation>Wie im Szenario angegeben (15 mm, wenn es nichts angibt)</translation>
    </message>
    <message>
        <source>The figure scale of a new game whose scenario names none</source>
        <translation>Der Figurenmaßstab einer neuen Partie, deren Szenario keinen nennt</translation>
    </message>
    <message>
        <source>Figure scale for new games:</source>
        <translation>Figurenmaßstab neuer Partien:</translation>
    </message>
    <message>
        <source>inches</source>
        <translation>Zoll</translation>
    </message>
    <message>
        <source>centimetres</source>
        <translation>Zentimeter</translation>
    </message>
    <message>
        <source>Show distances in:</source>
        <translation>Entfernungen zeigen in:</translation>
    </message>
    <message>
        <source>The language of the window, from the next start of Adjutant</source>
        <translation>Die Sprache des Fensters, ab dem nächsten Start von Adjutant</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <source>Side %1</source>
        <translation>Partei %1</translation>
    </message>
    <message>
        <source>Colour of %1:</source>
        <translation>Farbe von %1:</translation>
    </message>
    <message>
        <source>Colour of the side</source>
        <translation>Farbe der Partei</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Klein</translation>
    </message>
    <message>
        <source>Usual</source>
        <translation>Üblich</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Groß</translation>
    </message>
    <message>
        <source>Larger</source>
        <translation>Größer</translation>
    </message>
    <message>
        <source>Largest</source>
        <translation>Am größten</translation>
    </message>
    <message>
        <source>%1 (%2%)</source>
        <translation>%1 (%2 %)</translation>
    </message>
    <message>
        <source>The size of the text in the window and of the names on the table</source>
        <translation>Die Größe der Schrift im Fenster und der Namen auf dem Tisch</translation>
    </message>
    <message>
        <source>Text size:</source>
        <translation>Schriftgröße:</translation>
    </message>
    <message>
        <source>Back to the scenario&apos;s colour</source>
        <translation>Zurück zur Farbe des Szenarios</translation>
    </message>
    <message>
        <source>Choose a colour...</source>
        <translation>Farbe wählen...</translation>
    </message>
    <message>
        <source>The scenario&apos;s colour is used until you choose one</source>
        <translation>Bis Sie eine wählen, gilt die Farbe des Szenarios</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::SimulateDialog</name>
    <message>
        <source>Simulate battles</source>
        <translation>Schlachten simulieren</translation>
    </message>
    <message>
        <source>the present game: %1</source>
        <translation>die laufende Partie: %1</translation>
    </message>
    <message>
        <source>choose a scenario file</source>
        <translation>eine Szenariodatei wählen</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>Durchsuchen ...</translation>
    </message>
    <message>
        <source>Scenario:</source>
        <translation>Szenario:</translation>
    </message>
    <message>
        <source>Game i is played with seed first seed + i, so a batch can be repeated</source>
        <translation>Partie i wird mit dem Startwert erster Startwert + i gespielt, sodass sich eine Serie wiederholen lässt</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Partien:</translation>
    </message>
    <message>
        <source>Threads:</source>
        <translation>Threads:</translation>
    </message>
    <message>
        <source>Bounds at most:</source>
        <translation>Höchstens Züge:</translation>
    </message>
    <message>
        <source>First seed:</source>
        <translation>Erster Startwert:</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Side A</source>
        <translation>Partei A</translation>
    </message>
    <message>
        <source>Side B</source>
        <translation>Partei B</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <source>Scenario to simulate</source>
        <translation>Zu simulierendes Szenario</translation>
    </message>
    <message>
        <source>Scenarios (*.scenario.json);;All files (*)</source>
        <translation>Szenarien (*.scenario.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>There is no game: choose a scenario file.</source>
        <translation>Es gibt keine Partie: eine Szenariodatei wählen.</translation>
    </message>
    <message>
        <source>A batch is already running.</source>
        <translation>Eine Serie läuft bereits.</translation>
    </message>
    <message>
        <source>%v of %m games</source>
        <translation>%v von %m Partien</translation>
    </message>
    <message numerus="yes">
        <source>Playing %n games...</source>
        <translation>
            <numerusform>Spiele %n Partie ...</numerusform>
            <numerusform>Spiele %n Partien ...</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelling: the games under way are played out...</source>
        <translation>Abbruch: die laufenden Partien werden zu Ende gespielt ...</translation>
    </message>
    <message numerus="yes">
        <source>%n games played (cancelled)</source>
        <translation>
            <numerusform>%n Partie gespielt (abgebrochen)</numerusform>
            <numerusform>%n Partien gespielt (abgebrochen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n games played</source>
        <translation>
            <numerusform>%n Partie gespielt</numerusform>
            <numerusform>%n Partien gespielt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n could not be played to the end</source>
        <translation>
            <numerusform>, %n konnte nicht zu Ende gespielt werden</numerusform>
            <numerusform>, %n konnten nicht zu Ende gespielt werden</numerusform>
        </translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Partei</translation>
    </message>
    <message>
        <source>Wins (95% interval)</source>
        <translation>Siege (95-%-Intervall)</translation>
    </message>
    <message>
        <source>Mean losses</source>
        <translation>Mittlere Verluste</translation>
    </message>
    <message>
        <source>%1 figures (%2%)</source>
        <translation>%1 Figuren (%2 %)</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>An army broke in %1 of %2 games, after %3 bounds on average.</source>
        <translation>Eine Armee brach in %1 von %2 Partien, im Mittel nach %3 Zügen.</translation>
    </message>
    <message>
        <source>as the scenario says</source>
        <translation>wie das Szenario es vorgibt</translation>
    </message>
    <message>
        <source>%1; %2 decisive, %3 marginal</source>
        <translation>%1; %2 entscheidend, %3 knapp</translation>
    </message>
    <message>
        <source>No army broke: every game was judged at its end by the scenario&apos;s victory conditions.</source>
        <translation>Keine Armee brach: Jedes Spiel wurde an seinem Ende nach den Siegbedingungen des Szenarios gewertet.</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::StandingOrdersOverlay</name>
    <message>
        <source>%1 charges %2</source>
        <translation>%1 greift %2 an</translation>
    </message>
    <message>
        <source>%1 fires at %2</source>
        <translation>%1 feuert auf %2</translation>
    </message>
    <message>
        <source>%1 (not now)</source>
        <translation>%1 (nicht jetzt)</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::StartPage</name>
    <message>
        <source>Choose a battle</source>
        <translation>Eine Schlacht wählen</translation>
    </message>
    <message>
        <source>Library...</source>
        <translation>Bibliothek ...</translation>
    </message>
    <message>
        <source>Every scenario and ruleset found, where each comes from, and the files left out</source>
        <translation>Alle gefundenen Szenarien und Regelwerke, woher jedes kommt, und die ausgelassenen Dateien</translation>
    </message>
    <message>
        <source>Open a file...</source>
        <translation>Datei öffnen ...</translation>
    </message>
    <message>
        <source>Start a game on another scenario file, or continue a saved game</source>
        <translation>Eine Partie auf einer anderen Szenariodatei beginnen oder einen Spielstand fortsetzen</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Zurück zur Partie</translation>
    </message>
    <message>
        <source>in your folder</source>
        <translation>in Ihrem Ordner</translation>
    </message>
    <message>
        <source>opened lately</source>
        <translation>zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Learn the rules</source>
        <translation>Die Regeln lernen</translation>
    </message>
    <message>
        <source>1 lesson</source>
        <translation>1 Lektion</translation>
    </message>
    <message>
        <source>%1 lessons</source>
        <translation>%1 Lektionen</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lektionen</translation>
    </message>
    <message>
        <source>Learn %1 step by step on the table</source>
        <translation>%1 Schritt für Schritt auf dem Tisch lernen</translation>
    </message>
    <message>
        <source>No lessons are installed for this ruleset</source>
        <translation>Für dieses Regelwerk sind keine Lektionen installiert</translation>
    </message>
    <message>
        <source>First game</source>
        <translation>Erste Partie</translation>
    </message>
    <message>
        <source>A small game to start with: %1</source>
        <translation>Eine kleine Partie für den Anfang: %1</translation>
    </message>
    <message>
        <source>Continue a game</source>
        <translation>Eine Partie fortsetzen</translation>
    </message>
    <message>
        <source>%1
%2, %3</source>
        <translation>%1
%2, %3</translation>
    </message>
    <message>
        <source>No saved games opened lately</source>
        <translation>Keine zuletzt geöffneten Spielstände</translation>
    </message>
    <message>
        <source>Two players...</source>
        <translation>Zwei Spieler ...</translation>
    </message>
    <message>
        <source>Play another person: on this screen, by file, or live</source>
        <translation>Gegen einen anderen Menschen spielen: an diesem Bildschirm, per Datei oder live</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::StepHighlights</name>
    <message>
        <source>Show &amp;who may act</source>
        <translation>&amp;Wer handeln kann zeigen</translation>
    </message>
    <message>
        <source>Ring the units that may act in this step; for a selected unit, mark the enemies it could fire at (red) and those its charge could reach (orange)</source>
        <translation>Umrandet die Einheiten, die in diesem Schritt handeln können; für eine gewählte Einheit die Feinde, auf die sie feuern könnte (rot), und die, die ihr Angriff erreichen könnte (orange)</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::TableSizeDialog</name>
    <message>
        <source>Table size</source>
        <translation>Tischgröße</translation>
    </message>
    <message>
        <source>The table&apos;s width and depth in inches (6 by 4 feet is 72 by 48). Its top-left corner stays where it is: the table grows or shrinks to the right and towards the bottom. Everything on it keeps its place, and the map its place and scale.</source>
        <translation>Breite und Tiefe des Tisches in Zoll (6 mal 4 Fuß sind 72 mal 48). Seine linke obere Ecke bleibt, wo sie ist: der Tisch wächst oder schrumpft nach rechts und nach unten. Alles darauf behält seinen Platz, die Karte ihren Platz und Maßstab.</translation>
    </message>
    <message>
        <source> in</source>
        <translation> Zoll</translation>
    </message>
    <message>
        <source>&amp;Width</source>
        <translation>&amp;Breite</translation>
    </message>
    <message>
        <source>&amp;Depth</source>
        <translation>&amp;Tiefe</translation>
    </message>
    <message>
        <source>The table keeps its size: %1</source>
        <translation>Der Tisch behält seine Größe: %1</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::TraceColourTool</name>
    <message>
        <source>Trace by colour: click a region of the map, adjust the tolerance and vertices, Enter or Keep adds it, Escape drops it</source>
        <translation>Nach Farbe nachzeichnen: auf eine Fläche der Karte klicken, Toleranz und Eckpunkte einstellen; Eingabe oder Behalten fügt sie hinzu, Escape verwirft sie</translation>
    </message>
    <message>
        <source>Click a region of the map.</source>
        <translation>Klicken Sie auf eine Fläche der Karte.</translation>
    </message>
    <message>
        <source>The scenario has no map to trace; choose one under Map image first.</source>
        <translation>Das Szenario hat keine Karte zum Nachzeichnen; wählen Sie zuerst eine unter Kartenbild.</translation>
    </message>
    <message>
        <source>That point is off the map; click on the map.</source>
        <translation>Dieser Punkt liegt außerhalb der Karte; klicken Sie auf die Karte.</translation>
    </message>
    <message>
        <source>Nothing traced: %1.</source>
        <translation>Nichts nachgezeichnet: %1.</translation>
    </message>
    <message>
        <source>%1 vertices, %2 square inches.</source>
        <translation>%1 Eckpunkte, %2 Quadratzoll.</translation>
    </message>
    <message numerus="yes">
        <source>The outline covers %n hole(s) in the colour (a clearing, a pond); draw those that matter as their own areas.</source>
        <translation>
            <numerusform>Der Umriss überdeckt %n Loch in der Farbe (eine Lichtung, einen Teich); zeichnen Sie, was zählt, als eigene Fläche.</numerusform>
            <numerusform>Der Umriss überdeckt %n Löcher in der Farbe (Lichtungen, Teiche); zeichnen Sie, was zählt, als eigene Flächen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep it?</source>
        <translation>Behalten?</translation>
    </message>
    <message>
        <source>Trace by colour</source>
        <translation>Nach Farbe nachzeichnen</translation>
    </message>
    <message>
        <source>Nothing traced: that region is already covered by terrain drawn on the table.</source>
        <translation>Nichts nachgezeichnet: Dieser Bereich ist schon von Gelände auf dem Tisch bedeckt.</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::TracePanel</name>
    <message>
        <source>Terrain</source>
        <translation>Gelände</translation>
    </message>
    <message>
        <source>Colour tolerance</source>
        <translation>Farbtoleranz</translation>
    </message>
    <message>
        <source>Vertices</source>
        <translation>Eckpunkte</translation>
    </message>
    <message>
        <source>Click a region of the map.</source>
        <translation>Klicken Sie auf eine Fläche der Karte.</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>&amp;Behalten</translation>
    </message>
    <message>
        <source>&amp;Drop</source>
        <translation>&amp;Verwerfen</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::TwoPlayerDialog</name>
    <message>
        <source>New two-player game</source>
        <translation>Neue Partie für zwei Spieler</translation>
    </message>
    <message>
        <source>How do the two of you play?</source>
        <translation>Wie spielen Sie beide?</translation>
    </message>
    <message>
        <source>By file: send each other turn files by e-mail or a shared folder</source>
        <translation>Per Datei: einander Zugdateien per E-Mail oder über einen gemeinsamen Ordner schicken</translation>
    </message>
    <message>
        <source>Live on a network: host the game here</source>
        <translation>Live im Netz: die Partie hier ausrichten</translation>
    </message>
    <message>
        <source>Live on a network: join a game hosted elsewhere</source>
        <translation>Live im Netz: einer anderswo ausgerichteten Partie beitreten</translation>
    </message>
    <message>
        <source>Live through a broker: start the game</source>
        <translation>Live über einen Broker: die Partie beginnen</translation>
    </message>
    <message>
        <source>Live through a broker: join a game</source>
        <translation>Live über einen Broker: einer Partie beitreten</translation>
    </message>
    <message>
        <source>a name both of you give, kept between you</source>
        <translation>ein Name, den Sie beide angeben und für sich behalten</translation>
    </message>
    <message>
        <source>Each side places its units in its zones unseen before bound 1</source>
        <translation>Jede Seite stellt vor Zug 1 ihre Einheiten ungesehen in ihren Räumen auf</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>You play</source>
        <translation>Sie spielen</translation>
    </message>
    <message>
        <source>port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Game name</source>
        <translation>Name der Partie</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Beginnen</translation>
    </message>
    <message>
        <source>every address of this computer</source>
        <translation>jede Adresse dieses Computers</translation>
    </message>
    <message>
        <source>the host&apos;s address, e.g. 192.168.1.20</source>
        <translation>die Adresse des Gastgebers, z. B. 192.168.1.20</translation>
    </message>
    <message>
        <source>the broker&apos;s address, e.g. broker.example.org</source>
        <translation>die Adresse des Brokers, z. B. broker.example.org</translation>
    </message>
    <message>
        <source>Both of you play at this window. Where both sides give orders at once, the table is hidden while the screen passes from one to the other.</source>
        <translation>Sie spielen beide an diesem Fenster. Wo beide Seiten zugleich Befehle geben, ist der Tisch verdeckt, während der Bildschirm von einem zum anderen wechselt.</translation>
    </message>
    <message>
        <source>After each of your turns, Game &gt; Send turn writes a small file for the other player; they open it, play and send one back. Neither of you can see the other&apos;s orders before both are fixed, nor throw the dice again.</source>
        <translation>Nach jedem Ihrer Züge schreibt Partie &gt; Zug senden eine kleine Datei für den anderen Spieler; er öffnet sie, spielt und schickt eine zurück. Keiner von Ihnen kann die Befehle des anderen sehen, bevor beide festgelegt sind, noch die Würfel neu werfen.</translation>
    </message>
    <message>
        <source>The other player joins with this computer&apos;s address, the port and the game&apos;s name. Both windows play the same game as it happens.</source>
        <translation>Der andere Spieler tritt mit der Adresse dieses Computers, dem Port und dem Namen der Partie bei. Beide Fenster spielen dieselbe Partie, während sie geschieht.</translation>
    </message>
    <message>
        <source>Give the address and port the host gave you, and the game&apos;s name.</source>
        <translation>Die Adresse und den Port angeben, die der Gastgeber Ihnen gab, und den Namen der Partie.</translation>
    </message>
    <message>
        <source>Both of you connect outward to an MQTT broker (run by a club or one of you); nobody opens a port. The game&apos;s name keeps it between the two of you.</source>
        <translation>Sie beide verbinden sich nach außen mit einem MQTT-Broker (den ein Verein oder einer von Ihnen betreibt); niemand öffnet einen Port. Der Name der Partie hält sie unter Ihnen beiden.</translation>
    </message>
    <message>
        <source>Give the game a name of at least 4 characters: the other player gives the same.</source>
        <translation>Der Partie einen Namen von mindestens 4 Zeichen geben: der andere Spieler gibt denselben an.</translation>
    </message>
    <message>
        <source>Give the address to connect to.</source>
        <translation>Die Adresse angeben, mit der verbunden werden soll.</translation>
    </message>
    <message>
        <source>Choose a scenario.</source>
        <translation>Ein Szenario wählen.</translation>
    </message>
    <message>
        <source>One player gives both sides&apos; orders (nothing hidden: to learn, or to play both sides yourself)</source>
        <translation>Ein Spieler gibt die Befehle beider Seiten (nichts verborgen: zum Lernen oder um beide Seiten selbst zu spielen)</translation>
    </message>
    <message>
        <source>Two players on this screen, handing it over (hot-seat)</source>
        <translation>Zwei Spieler an diesem Bildschirm, der weitergereicht wird</translation>
    </message>
    <message>
        <source>Every order is shown as it is given and any step can be taken back, as in a game against the computer.</source>
        <translation>Jeder Befehl wird gezeigt, wie er gegeben wird, und jeder Schritt lässt sich zurücknehmen, wie in einer Partie gegen den Computer.</translation>
    </message>
    <message>
        <source>House rules...</source>
        <translation>Hausregeln ...</translation>
    </message>
    <message>
        <source>Choose how the game reads the rules where they are unclear or silent; the other player&apos;s program plays by the same readings</source>
        <translation>Wählen, wie die Partie die Regeln liest, wo sie unklar sind oder schweigen; das Programm des anderen Spielers spielt nach denselben Lesarten</translation>
    </message>
    <message>
        <source>Every reading of the rules is the scenario&apos;s.</source>
        <translation>Jede Lesart der Regeln ist die des Szenarios.</translation>
    </message>
    <message numerus="yes">
        <source>%n reading(s) of the rules differ from the scenario&apos;s.</source>
        <translation>
            <numerusform>%n Lesart der Regeln weicht von der des Szenarios ab.</numerusform>
            <numerusform>%n Lesarten der Regeln weichen von denen des Szenarios ab.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adjutant::ui::TwoPlayerDock</name>
    <message>
        <source>Two players</source>
        <translation>Zwei Spieler</translation>
    </message>
    <message>
        <source>A line to the other player, then Enter</source>
        <translation>Eine Zeile an den anderen Spieler, dann Eingabe</translation>
    </message>
    <message>
        <source>Agree: take the steps back</source>
        <translation>Zustimmen: die Schritte zurücknehmen</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>%1 asks to take back %2: the step is played again from where it began, its orders given anew and its dice thrown again. Do you agree?</source>
        <translation>%1 bittet, %2 zurückzunehmen: der Schritt wird von seinem Beginn an noch einmal gespielt, seine Befehle neu gegeben und seine Würfel neu geworfen. Stimmen Sie zu?</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::UnitInspectorDock</name>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>No unit selected</source>
        <translation>Keine Einheit gewählt</translation>
    </message>
    <message>
        <source>Open a scenario or a saved game to inspect its units.</source>
        <translation>Ein Szenario oder einen Spielstand öffnen, um seine Einheiten anzusehen.</translation>
    </message>
    <message>
        <source>Select a unit on the table or in the order of battle to see its status and morale.</source>
        <translation>Eine Einheit auf dem Tisch oder in der Schlachtordnung wählen, um Zustand und Moral zu sehen.</translation>
    </message>
    <message>
        <source>The selected unit &apos;%1&apos; is not in this game.</source>
        <translation>Die gewählte Einheit „%1“ gehört nicht zu dieser Partie.</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>Moved</source>
        <translation>Bewegt</translation>
    </message>
    <message>
        <source>Move left</source>
        <translation>Verbleibende Bewegung</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>If it tests now</source>
        <translation>Wenn sie jetzt testet</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::UnitPlacementDock</name>
    <message>
        <source>Order of battle</source>
        <translation>Schlachtordnung</translation>
    </message>
    <message>
        <source>&amp;Import...</source>
        <translation>&amp;Einlesen ...</translation>
    </message>
    <message>
        <source>Add the brigades and units of a CSV or JSON order of battle</source>
        <translation>Die Brigaden und Einheiten einer Schlachtordnung aus CSV oder JSON hinzufügen</translation>
    </message>
    <message>
        <source>New &amp;brigade...</source>
        <translation>Neue &amp;Brigade ...</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <source>New unit</source>
        <translation>Neue Einheit</translation>
    </message>
    <message>
        <source>made from the name</source>
        <translation>aus dem Namen gebildet</translation>
    </message>
    <message>
        <source>&amp;Side</source>
        <translation>&amp;Partei</translation>
    </message>
    <message>
        <source>B&amp;rigade</source>
        <translation>B&amp;rigade</translation>
    </message>
    <message>
        <source>&amp;Type</source>
        <translation>&amp;Typ</translation>
    </message>
    <message>
        <source>&amp;Nation</source>
        <translation>&amp;Nation</translation>
    </message>
    <message>
        <source>&amp;Figures</source>
        <translation>&amp;Figuren</translation>
    </message>
    <message>
        <source>&amp;Guns</source>
        <translation>&amp;Geschütze</translation>
    </message>
    <message>
        <source>F&amp;ormation</source>
        <translation>F&amp;ormation</translation>
    </message>
    <message>
        <source>N&amp;ame</source>
        <translation>N&amp;ame</translation>
    </message>
    <message>
        <source>&amp;Id</source>
        <translation>&amp;Kennung</translation>
    </message>
    <message>
        <source>&amp;Place on table</source>
        <translation>Auf den Tisch &amp;stellen</translation>
    </message>
    <message numerus="yes">
        <source>%n gun(s)</source>
        <translation>
            <numerusform>%n Geschütz</numerusform>
            <numerusform>%n Geschütze</numerusform>
        </translation>
    </message>
    <message>
        <source>general</source>
        <translation>General</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>At most %1 for this nation and type</source>
        <translation>Höchstens %1 für diese Nation und diesen Typ</translation>
    </message>
    <message>
        <source>New brigade</source>
        <translation>Neue Brigade</translation>
    </message>
    <message>
        <source>Name of the brigade (on %1&apos;s side)</source>
        <translation>Name der Brigade (auf der Seite von %1)</translation>
    </message>
    <message>
        <source>The general commanding %1 (leave empty for none)</source>
        <translation>Der General, der %1 befehligt (leer lassen für keinen)</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::VictoryDock</name>
    <message>
        <source>Victory conditions</source>
        <translation>Siegbedingungen</translation>
    </message>
    <message>
        <source>Standing</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>How the game is won</source>
        <translation>Wie die Partie gewonnen wird</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::VictoryEditDock</name>
    <message>
        <source>Victory</source>
        <translation>Sieg</translation>
    </message>
    <message>
        <source>The game lasts (bounds)</source>
        <translation>Die Partie dauert (Züge)</translation>
    </message>
    <message>
        <source>% lost</source>
        <translation> % verloren</translation>
    </message>
    <message>
        <source>as the rules say</source>
        <translation>wie die Regeln sagen</translation>
    </message>
    <message>
        <source>only by breaking the enemy</source>
        <translation>nur durch Brechen des Feindes</translation>
    </message>
    <message>
        <source> in</source>
        <translation> Zoll</translation>
    </message>
    <message>
        <source>A draw within (points)</source>
        <translation>Unentschieden bis (Punkte)</translation>
    </message>
    <message>
        <source>A decisive win from (points)</source>
        <translation>Entscheidender Sieg ab (Punkte)</translation>
    </message>
    <message>
        <source>Held by units within</source>
        <translation>Gehalten von Einheiten im Umkreis von</translation>
    </message>
    <message>
        <source>What the objectives are worth</source>
        <translation>Was die Ziele wert sind</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Who must hold it</source>
        <translation>Wer es halten muss</translation>
    </message>
    <message>
        <source>Judged at bound</source>
        <translation>Gewertet in Zug</translation>
    </message>
    <message>
        <source>An objective worth 0 points does not count. Draw objectives with the Objective tool (O).</source>
        <translation>Ein Ziel mit 0 Punkten zählt nicht. Ziele werden mit dem Werkzeug Ziel (O) gezeichnet.</translation>
    </message>
    <message>
        <source>Side %1</source>
        <translation>Partei %1</translation>
    </message>
    <message>
        <source>%1 breaks at</source>
        <translation>%1 bricht bei</translation>
    </message>
    <message>
        <source>whoever holds it</source>
        <translation>wer es hält</translation>
    </message>
    <message>
        <source>the end</source>
        <translation>dem Ende</translation>
    </message>
    <message>
        <source>Not changed: %1</source>
        <translation>Nicht geändert: %1</translation>
    </message>
    <message>
        <source>With a side named, the objective is that side&apos;s to hold: it scores the points if it holds it when it is judged, and the enemy scores them if not. Otherwise whoever alone holds it then scores them.</source>
        <translation>Ist eine Seite genannt, muss diese Seite das Ziel halten: Hält sie es, wenn es gewertet wird, erhält sie die Punkte, sonst der Gegner. Andernfalls erhält sie, wer es dann allein hält.</translation>
    </message>
    <message>
        <source>The bound at whose end the objective is judged, once; &quot;the end&quot;: at the end of the game.</source>
        <translation>Der Zug, an dessen Ende das Ziel einmal gewertet wird; „dem Ende“: am Ende des Spiels.</translation>
    </message>
    <message>
        <source>% of the enemy lost</source>
        <translation> % Verluste des Feindes</translation>
    </message>
    <message>
        <source>nothing for losses</source>
        <translation>nichts für Verluste</translation>
    </message>
    <message>
        <source>%1 scores a point for each</source>
        <translation>%1 erhält einen Punkt je</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::WinRateChart</name>
    <message>
        <source>Run a batch to see the results here.</source>
        <translation>Eine Serie starten, um hier die Ergebnisse zu sehen.</translation>
    </message>
    <message>
        <source>Win rate with 95% interval</source>
        <translation>Siegquote mit 95-%-Intervall</translation>
    </message>
    <message>
        <source>Side A</source>
        <translation>Partei A</translation>
    </message>
    <message>
        <source>Side B</source>
        <translation>Partei B</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Bound an army broke (%1 of %2 games)</source>
        <translation>Zug, in dem eine Armee brach (%1 von %2 Partien)</translation>
    </message>
    <message>
        <source>No army broke: every game went the full length.</source>
        <translation>Keine Armee brach: jede Partie ging über die volle Länge.</translation>
    </message>
    <message>
        <source>bound</source>
        <translation>Zug</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::ZoneOverlayItem</name>
    <message>
        <source>flank</source>
        <translation>Flanke</translation>
    </message>
    <message>
        <source>rear</source>
        <translation>Rücken</translation>
    </message>
</context>
</TS>
