### „Teste dich selbst“, das Quiz unter der Lektion, und „Effizienz oder
### Korrektheit?“, die Übung, die Aufgaben nach der Sperre sortiert, die
### sie brauchen. Die Fragen zitieren einen Lauf des Simulators: Zeiten
### (etwa „17,0 s“) und Werte kommen aus diesem Lauf, schon in der Sprache
### des Lesers, Tokens sind Zahlen.

## Das Quiz um seine Fragen herum.

# Die Nummer der Frage, die Zahl der Fragen und die Frage selbst.
quiz-legend = Frage { $number } von { $total }. { $prompt }
# Eine ausgelassene Frage: ihre Nummer und die Zahl der Fragen.
quiz-legend-unmade = Frage { $number } von { $total }.
# Der Knopf unter jeder Frage; sein Name sagt, welche Frage er prüft.
quiz-check = Prüfen
    .aria-label = Frage { $number } prüfen
# Steht bei der Erklärung; sein Name sagt, zu welcher Frage der Lauf gehört.
quiz-open = Diesen Lauf im Simulator öffnen
    .aria-label = Diesen Lauf im Simulator öffnen (Frage { $number })
quiz-pick-first = Wähle zuerst eine Antwort und drücke dann auf „{ quiz-check }“.
# Die fetten Einleitungen der Rückmeldung, jeweils gefolgt von einem Satz.
quiz-right = Richtig.
quiz-not-quite = Nicht ganz.
quiz-right-answer = Die richtige Antwort:
quiz-no-answer = Zu dieser Frage gibt es keine Antwort zum Vergleichen.
# $count erste Antworten richtig, von $total Fragen.
quiz-score = Du hast bisher { $count } von { $total } richtig; es zählt nur die jeweils erste Antwort.
quiz-waiting = Die Fragen werden aus Läufen des Simulators formuliert und erscheinen, sobald er gestartet ist.
# $problem ist der Grund, warum der Lauf der Frage nicht zustande kam: eine
# der quiz-problem-Meldungen unten oder die Worte des Simulators.
quiz-unmade = Diese Frage wird aus einem Lauf des Simulators formuliert, und dieser Lauf kam nicht zustande ({ $problem }). Deshalb fehlt sie hier, statt mit Zahlen gestellt zu werden, die falsch sein könnten.
quiz-problem-no-simulator = der Simulator ist nicht gestartet
# $file ist die Szenariodatei der Frage, etwa „clock-drift.json“.
quiz-problem-no-experiment = es gibt kein Experiment { $file }
# $file ist die Szenariodatei, $cause das, was der Simulator an ihr bemängelt.
quiz-problem-run = { $file }: { $cause }
# Eine Tatsache, die die Frage zitiert, die ihr Lauf aber nicht hat, weil
# sich das Szenario geändert hat. $id ist die Kennung eines Schiebereglers, etwa „pause_ms“.
quiz-fact-no-slider = der Lauf hat keinen Schieberegler namens { $id }
# $kind ist die Art des Ereignisses, etwa „write_accepted“; $number zählt ab 1; $actor ist der Name eines Clients.
quiz-fact-no-event = der Lauf hat kein { $number }. Ereignis { $kind } von { $actor }
# $kind ist die Art des Ereignisses, etwa „expired“; $number zählt ab 1.
quiz-fact-no-event-kind = der Lauf hat kein { $number }. Ereignis { $kind }
# $kind ist die Art des Ereignisses, etwa „granted“; $actor ist der Name eines Clients.
quiz-fact-no-token = das Ereignis { $kind } von { $actor } trägt kein Token
# $number zählt die Ressourcen des Szenarios ab 1.
quiz-fact-no-resource = der Lauf hat keine { $number }. Ressource
# $resource ist der Name der Ressource, etwa „Y“.
quiz-fact-not-half-done = bei { $resource } ist keine Änderung halb fertig geblieben

## Frage „waking“: $lease ist die Länge der Lease, $pause die Länge der
## Pause, $woke, wann A aufwacht, $wrote, wann sein Schreibvorgang ankommt,
## $expired, wann seine Lease abgelaufen ist.

quiz-waking-prompt = Client A hält eine Lease von { $lease }. Er friert für { $pause } ein und wacht bei { $woke } wieder auf. Was tut er als Nächstes?
quiz-waking-1 = Er merkt, dass Zeit vergangen ist, und fragt erneut nach der Sperre.
quiz-waking-1-why = A hat nichts, womit er es merken könnte. Solange er eingefroren war, lief kein einziger Befehl seines Codes. Beim Aufwachen macht er mit der nächsten Zeile weiter, als wäre keine Zeit vergangen.
quiz-waking-2 = Er macht mit seinem Plan weiter und schreibt, weiterhin sicher, dass er die Sperre hält.
quiz-waking-2-why = Die Pause hinterlässt in A keine Spur. Sein nächster Schritt ist der Schreibvorgang, also schreibt er bei { $wrote }. Dass die Sperre weg ist, erfährt er nur, wenn ihn etwas abweist.
quiz-waking-3 = Er bekommt vom Sperrdienst eine Nachricht, dass seine Lease abgelaufen ist.
quiz-waking-3-why = Der Sperrdienst meldet sich nicht bei einem Client, wenn dessen Lease abläuft. Bei { $expired } wurde die Sperre einfach frei für jemand anderen. A erfährt davon nie.
quiz-waking-4 = Er hält an, weil ein Client nicht mehr schreiben kann, sobald seine Lease abgelaufen ist.
quiz-waking-4-why = In A sorgt nichts dafür. Die Lease liegt beim Sperrdienst, nicht in A. Selbst eine Prüfung direkt vor dem Schreiben kann zu früh kommen.

## Frage „check-first“: $margin ist die Zeit, die A auf seiner Lease noch
## übrig haben will, $checked, wann seine Prüfung gelingt, $paused und
## $woke, wann er einfriert und aufwacht, $expired, wann seine Lease ablief.

quiz-check-first-prompt = A's Code prüft seine Lease direkt vor dem Schreiben und macht nur weiter, wenn noch mindestens { $margin } übrig sind. Bei { $checked } ist die Prüfung erfolgreich. Warum kann es trotzdem schiefgehen?
quiz-check-first-1 = Der Spielraum ist zu klein. Mit einem größeren wäre es sicher.
quiz-check-first-1-why = Ein größerer Spielraum verschiebt nur die Grenze. Eine Pause, die länger ist als der Spielraum, bricht ihn genauso, und niemand kann versprechen, dass Pausen kurz bleiben.
quiz-check-first-2 = Der Sperrdienst könnte die Antwort auf die Prüfung verweigern.
quiz-check-first-2-why = Die Prüfung läuft hier in A's eigenem Code, nach A's eigener Vorstellung davon, wann die Lease endet. Das Problem ist keine gescheiterte Prüfung, sondern die Zeit nach einer Prüfung, die bestanden wurde.
quiz-check-first-3 = Die Pause kann nach der Prüfung und vor dem Schreiben kommen.
quiz-check-first-3-why = Prüfen und Schreiben sind zwei getrennte Schritte. A fror bei { $paused } ein und wachte bei { $woke } auf, lange nachdem seine Lease bei { $expired } abgelaufen war. Eine Prüfung kann die Zeit nicht abdecken, die nach ihr vergeht.
quiz-check-first-4 = Es ist sicher, solange A's Uhr genau geht.
quiz-check-first-4-why = Eine perfekte Uhr hilft nicht gegen eine Pause, die nach der Prüfung kommt. Echte Uhren driften außerdem und springen, wenn sie gestellt werden, und das macht die Lücke größer, nicht kleiner.

## Frage „remember“.

quiz-remember-prompt = Was muss sich der Speicher merken, wenn Fencing eingeschaltet ist?
quiz-remember-1 = Das höchste Token, das er angenommen hat.
quiz-remember-1-why = Eine Zahl genügt. Ein Schreibvorgang mit einem mindestens so hohen Token wird angenommen, und die Zahl rückt entsprechend nach oben. Ein Schreibvorgang mit einem niedrigeren Token wird abgewiesen.
quiz-remember-2 = Welcher Client gerade die Sperre hält.
quiz-remember-2-why = Der Speicher fragt den Sperrdienst nicht, und er muss es auch nicht. Die Reihenfolge der Tokens sagt ihm alles, was er wissen muss.
quiz-remember-3 = Wann die Lease jedes Clients endet.
quiz-remember-3-why = Damit hinge der Speicher wieder an Uhren, mit all ihrer Drift und Verzögerung. Fencing funktioniert, weil es die Zeit nicht beachtet und nur Zahlen vergleicht.
quiz-remember-4 = Jeden jemals geschriebenen Wert, damit er einen schlechten Schreibvorgang rückgängig machen kann.
quiz-remember-4-why = Fencing macht nie etwas rückgängig. Es hält einen veralteten Schreibvorgang auf, bevor er ankommt, und dafür braucht es nur das höchste Token, keinen Verlauf.

## Frage „lower-token“: $newer ist B's Token, $older das von A, $woke,
## wann A aufwacht, $expired, wann A's Lease ablief.

quiz-lower-token-prompt = Der Speicher hat B's Schreibvorgang mit Token { $newer } angenommen. Jetzt kommt einer von A mit Token { $older } an. Warum ist es richtig, ihn abzuweisen?
quiz-lower-token-1 = Weil er nach dem Schreibvorgang mit Token { $newer } ankam.
quiz-lower-token-1-why = Die Reihenfolge der Ankunft ist nicht der Grund. Ein späterer Schreibvorgang mit einem höheren Token würde angenommen. Entscheidend ist, dass Token { $older } niedriger ist als ein schon gesehenes.
quiz-lower-token-2 = Weil der Client mit Token { $older } abgestürzt sein muss.
quiz-lower-token-2-why = Dieser Client ist nicht tot, nur verspätet. In der Geschichte wacht A bei { $woke } auf, quicklebendig, und genau das macht ihn gefährlich.
quiz-lower-token-3 = Es ist nicht richtig. A hatte die Sperre einmal, also sollte sein Schreibvorgang zählen.
quiz-lower-token-3-why = Die Sperre einmal gehabt zu haben, reicht nicht. Die Lease hinter Token { $older } endete bei { $expired }. Den Schreibvorgang anzunehmen, hieße, B's Schreibvorgang zu überschreiben: genau die verlorene Änderung, die Fencing verhindern soll.
quiz-lower-token-4 = Token { $older } wurde vor Token { $newer } vergeben, also hat sein Inhaber die Sperre verloren.
quiz-lower-token-4-why = Tokens wachsen mit jeder Vergabe. Wenn es Token { $newer } gibt, wurde die Sperre nach Token { $older } erneut vergeben. Wer Token { $older } hat, hält die Sperre nicht mehr, auch wenn er es glaubt.

## Frage „short-pause“: $pause ist die Länge der Pause, $woke, wann A aufwacht.

quiz-short-pause-prompt = Du verkürzt A's Pause auf { $pause }, sodass er bei { $woke } aufwacht, bevor seine Lease endet und bevor B die Sperre nimmt. Ohne Fencing ist der Lauf sicher. Was zeigt das?
quiz-short-pause-1 = Dass Pausen, die länger als die Lease sind, in der Praxis nicht vorkommen.
quiz-short-pause-1-why = Lange Pausen kommen vor: eine lange Garbage Collection, eine virtuelle Maschine, die verschoben wird, ein überlasteter Rechner. Ein Lauf ohne eine solche Pause sagt nichts über sie aus.
quiz-short-pause-2 = Dass die Lease lang genug ist.
quiz-short-pause-2-why = Jede Lease kann von einer längeren Pause überdauert werden. Ein sicherer Lauf zeigt nur, dass diese eine Pause in diese eine Lease gepasst hat.
quiz-short-pause-3 = Dass es funktioniert, die Lease vor dem Schreiben zu prüfen.
quiz-short-pause-3-why = Hier wurde eigentlich nichts geprüft: A's Lease war noch gültig, als er schrieb. Die Lücke zwischen Prüfen und Schreiben wird erst zum Problem, wenn eine Pause hineinfällt.
quiz-short-pause-4 = Sehr wenig. Ein sicherer Lauf beweist nicht, dass kein Lauf scheitern kann.
quiz-short-pause-4-why = Sicher heißt, dass kein Lauf schiefgehen kann, nicht, dass ein Lauf gut gegangen ist. A's Pause von { $pause } passte nur durch Glück in seine Lease. Nichts im Entwurf verhindert eine längere Pause, und dann geht B's Änderung wieder verloren.

## Frage „clock-drift“: $step ist, um wie viel A's Uhr gestellt wird
## (negativ: zurück), $jumped wann, $checked, wann A seine Lease prüft,
## $expired, wann der Sperrdienst sie beendete, $granted, wann B die Sperre
## bekam, $storage der Name der Ressource, $final, was sie am Ende hält,
## $expected, was sie halten sollte.

quiz-clock-drift-prompt = Ein Zeitabgleich stellt A's Uhr bei { $jumped } um { $step }. Bei { $checked } prüft A seine Lease nach seiner eigenen Uhr und schreibt dann, obwohl der Sperrdienst die Lease bei { $expired } beendet und die Sperre B gegeben hat, der vor A in { $storage } geschrieben hat. Was hält { $storage } am Ende?
quiz-clock-drift-1 = { $expected }, B's Wert: A's Prüfung hat den verspäteten Schreibvorgang verhindert.
quiz-clock-drift-1-why = A's Prüfung war erfolgreich. Nach seiner eigenen Uhr, die zurückgestellt worden war, hatte die Lease noch Zeit übrig. Eine falsche Uhr macht auch eine Prüfung nach dieser Uhr falsch.
quiz-clock-drift-2 = { $final }: A's verspäteter Schreibvorgang landet über dem von B.
quiz-clock-drift-2-why = Die Lease endete beim Sperrdienst, nach der Uhr des Sperrdienstes, und niemand hat es A gesagt. { $storage } prüft keine Tokens, also landet A's Schreibvorgang über dem von B: Am Ende steht dort { $final } statt { $expected }. Eine Token-Prüfung hätte den Schreibvorgang abgewiesen, egal was A's Uhr sagte.
quiz-clock-drift-3 = Der Sperrdienst bemerkt die Änderung der Uhr und beendet A's Lease vorzeitig.
quiz-clock-drift-3-why = Der Sperrdienst sieht A's Uhr nie. Er beendete die Lease bei { $expired } nach seiner eigenen Uhr, und A wurde nichts gesagt.
quiz-clock-drift-4 = B muss warten, bis A's Uhr sagt, dass die Lease vorbei ist.
quiz-clock-drift-4-why = B fragt den Sperrdienst, nicht A. Der Sperrdienst gab B die Sperre bei { $granted }, nach seiner eigenen Uhr.

## Frage „network-delay“: $checked ist, wann A seine Lease prüft, $delay,
## wie lange das Netzwerk braucht, $expired, wann die Lease ablief,
## $arrived, wann der Schreibvorgang ankommt, $storage der Name der
## Ressource.

quiz-network-delay-prompt = A prüft seine Lease bei { $checked }, findet noch Zeit übrig und schickt seinen Schreibvorgang ab. Das Netzwerk braucht { $delay }, um ihn zuzustellen, und A's Lease endet bei { $expired }, während der Schreibvorgang unterwegs ist; dann nimmt B die Sperre und schreibt zuerst in { $storage }. Was macht { $storage } mit A's Schreibvorgang, wenn er ankommt?
quiz-network-delay-1 = Der Schreibvorgang wird abgewiesen, weil A's Lease abgelaufen ist.
quiz-network-delay-1-why = { $storage } weiß nichts von Leases und prüft hier keine Tokens. Dort kommt ein Schreibvorgang an, und er wird angenommen.
quiz-network-delay-2 = Er wird über B's neuerem Schreibvorgang angenommen, weil dort nichts prüft.
quiz-network-delay-2-why = Der Schreibvorgang kommt bei { $arrived } an und landet über dem von B, und B's Änderung geht verloren. A's Prüfung stimmte, als sie gemacht wurde; die Verzögerung kam danach. Nur eine Prüfung dort, wo der Schreibvorgang ankommt, etwa eine Token-Prüfung, sieht ihn so, wie er ankommt.
quiz-network-delay-3 = Das Netzwerk verwirft ihn, weil er zu spät ist.
quiz-network-delay-3-why = Ein langsames Netzwerk stellt spät zu. Es verwirft eine Nachricht nicht, weil sie spät ist, und der Absender kann den Unterschied nicht erkennen.
quiz-network-delay-4 = A holt ihn zurück, weil seine Prüfung veraltet ist.
quiz-network-delay-4-why = Einmal abgeschickt, liegt der Schreibvorgang nicht mehr in A's Hand. Und A weiß nicht, dass seine Lease abgelaufen ist.

## Frage „redlock“: $jump ist, um wie viel die Uhr eines Sperrknotens
## springt, $jumped wann, $expired, wann A's Sperre ablief, $wrote, wann A's
## Schreibvorgang ankommt, $storage der Name der Ressource, $final, was sie
## am Ende hält, $expected, was sie halten sollte.

quiz-redlock-prompt = In diesem Redlock-Lauf springt die Uhr eines Sperrknotens bei { $jumped } um { $jump } vor, und A's Sperre endet zu früh, sodass B die Sperre nimmt und schreibt, während A noch glaubt, sie zu halten. Martin Kleppmann argumentierte 2016, dass Redlock für eine Sperre, die Korrektheit schützt, nicht ausreicht. Was war der Kern seines Arguments?
quiz-redlock-1 = Es vergibt kein Token, das mit jeder Vergabe wächst, und seine Sicherheit hängt vom Timing ab.
quiz-redlock-1-why = Ohne eine wachsende Zahl kann der Speicher einen Client, dessen Sperre abgelaufen ist, nicht erkennen. Hier schreibt A bei { $wrote }, nach B, und { $storage } hält { $final }, obwohl { $expected } richtig wäre. Die Sicherheit hängt davon ab, dass sich Pausen, Netzwerkverzögerungen und Uhren benehmen, und ein einziger Uhrensprung hat sie gebrochen.
quiz-redlock-2 = Es fragt mehrere Redis-Server, also ist es zu langsam.
quiz-redlock-2-why = Die Geschwindigkeit war höchstens ein Nebenpunkt. Eine Mehrheit zu fragen, lässt die Sperre den Ausfall eines Servers überstehen. Das Problem ist, dass keiner der Server ein Fencing-Token vergibt.
quiz-redlock-3 = Seine Sperren laufen nie ab, also blockiert ein abgestürzter Client alle anderen.
quiz-redlock-3-why = Redlock-Sperren laufen sehr wohl ab. Sie sind Leases wie jede praktisch eingesetzte verteilte Sperre: Hier lief A's bei { $expired } ab. Der Ablauf ist Teil des Problems, nicht etwas, das fehlt.
quiz-redlock-4 = Redis kann keine Zahlen speichern, also sind Tokens unmöglich.
quiz-redlock-4-why = Redis zählt mühelos. Redlocks Entwurf vergibt nur keine Zahl, die mit jeder Vergabe wächst und die der Speicher prüfen könnte.

## Frage „counter-reset“: $first ist A's Token, $second das von B, $fault,
## wann der Sperrdienst neu startet, $granted, wann B die Sperre bekam,
## $woke, wann A aufwacht, $storage der Name der Ressource.

quiz-counter-reset-prompt = Fencing ist an. A hält Token { $first }, als der Sperrdienst bei { $fault } neu startet; seinen Token-Zähler hatte er nur im Arbeitsspeicher. Danach bekommt B die Sperre. Was geht schief?
quiz-counter-reset-1 = Nichts. { $storage } merkt sich weiterhin das höchste Token, { $first }.
quiz-counter-reset-1-why = { $storage } merkt sich { $first }, und genau das ist das Problem: Das nächste Token ist nicht höher.
quiz-counter-reset-2 = Nur Leases gehen kaputt. Tokens sind einfache Zahlen, also funktionieren sie weiter.
quiz-counter-reset-2-why = Ein Token bedeutet nur so lange etwas, wie es weiter wächst. Eine Zahl, die zweimal vergeben werden kann, sagt nichts darüber, wer zuletzt kam.
quiz-counter-reset-3 = B bekommt Token { $second }, dieselbe Zahl wie A, also kann { $storage } den neuen Inhaber nicht vom alten unterscheiden.
quiz-counter-reset-3-why = Fencing braucht jedes neue Token höher als jedes alte. Der Neustart hat den Zähler verloren, also bekam B ebenfalls Token { $second }. Als A bei { $woke } aufwacht, ist sein Schreibvorgang mit Token { $first } nicht niedriger als das höchste, das { $storage } gesehen hat, also landet er über dem von B, und B's Änderung geht verloren. Deshalb halten echte Sperrdienste ihren Zähler in repliziertem Speicher, der einen Absturz übersteht.
quiz-counter-reset-4 = B wird die Sperre verweigert, bis A's Lease abgelaufen wäre.
quiz-counter-reset-4-why = Der Neustart hat mit dem Zähler auch A's Lease vergessen, also gab der Sperrdienst B die Sperre sofort, bei { $granted }.

## Frage „failover“: $old ist A's Token, $held das von B, $given das von C,
## $fault, wann der Sperrdienst umschaltet, $granted, wann C die Sperre
## bekam, $wrote, wann B's verspäteter Schreibvorgang ankommt, $refused,
## wann A's Schreibvorgang abgewiesen wurde, $storage der Name der Ressource.

quiz-failover-prompt = Fencing ist an. A friert mit Token { $old } ein, seine Lease läuft ab, und B nimmt die Sperre mit Token { $held }. Bei { $fault } übergibt der Sperrdienst an ein Replikat, eine im Hintergrund nachgeführte Kopie seines Zustands, die von B's Vergabe noch nichts weiß. Dann fragt C nach der Sperre, und B, der noch glaubt, die Sperre zu halten, schreibt bei { $wrote } noch einmal. Was passiert als Nächstes?
quiz-failover-1 = C bekommt ein Token höher als { $held }, also wird B's verspäteter Schreibvorgang abgewiesen.
quiz-failover-1-why = Das Replikat hat von B's Vergabe nie erfahren, also lag sein Zähler eine Vergabe zurück. C bekam Token { $given }.
quiz-failover-2 = C bekommt Token { $given }, und B's verspäteter Schreibvorgang landet über dem von C.
quiz-failover-2-why = { $storage } weist nur niedrigere Tokens ab, und B's Token { $held } ist nicht niedriger als C's { $given }. B's Schreibvorgang bei { $wrote } landet über dem von C, und C's Änderung geht verloren. Fencing ist nur so gut wie der Zähler dahinter.
quiz-failover-3 = Das Replikat verweigert C die Sperre, bis es B's Vergabe nachgeholt hat.
quiz-failover-3-why = Ein im Hintergrund nachgeführtes Replikat weiß nicht, was ihm entgangen ist. Es machte mit seinem eigenen Zustand weiter und gab C die Sperre bei { $granted }.
quiz-failover-4 = A's Token { $old } zählt wieder, also landet auch A's verspäteter Schreibvorgang.
quiz-failover-4-why = A's Schreibvorgang bei { $refused } wurde abgewiesen: { $storage } hatte da schon Token { $held } gesehen, und das ist höher.

## Frage „side-effect“: $woke ist, wann A aufwacht, $sent, wann seine
## E-Mail hinausgeht, $token A's Token, $expired, wann A's Lease ablief.

quiz-side-effect-prompt = Fencing ist an. A wacht bei { $woke } auf und schickt einer Kundin per E-Mail ihren Kontostand. Dann wird sein Schreibvorgang mit Token { $token } abgewiesen. Was ist mit der E-Mail passiert?
quiz-side-effect-1 = Sie wurde storniert, als der Schreibvorgang abgewiesen wurde.
quiz-side-effect-1-why = Nichts verbindet die E-Mail mit dem Schreibvorgang. Eine Abweisung kann A's spätere Schritte aufhalten, aber keine E-Mail zurückholen, die schon weg ist.
quiz-side-effect-2 = Sie wurde nie verschickt, weil A's Lease abgelaufen war.
quiz-side-effect-2-why = Eine abgelaufene Lease hält A von nichts ab. A's Lease endete bei { $expired }, und A arbeitete weiter, weil er es nicht wusste.
quiz-side-effect-3 = Sie wurde verschickt. Fencing schützt nur eine Ressource, die das Token prüft.
quiz-side-effect-3-why = Die E-Mail ging bei { $sent } hinaus. Der Mailserver weiß nichts von Tokens, also weist er nichts ab. Fencing schützt nur die Stellen, die prüfen. Für alles andere stell einen Fencing-Proxy davor oder sorge dafür, dass die Aktion zweimal ausgeführt werden darf.
quiz-side-effect-4 = Der Sperrdienst hielt sie zurück, bis A's Token geprüft war.
quiz-side-effect-4-why = Der Sperrdienst sieht A's E-Mails und Schreibvorgänge nie. Er vergibt nur Leases und Tokens.

## Frage „half-done“: $x und $y sind die Namen der beiden Konten, $token
## ist A's Token, $newer das von B, $wrote, wann A's erster Schreibvorgang
## ankommt, $woke, wann A aufwacht, $half der Satz des Simulators darüber,
## was halb fertig geblieben ist.

quiz-half-done-prompt = A soll Geld von { $x } nach { $y } überweisen, als eine einzige Änderung. Er nimmt das Geld mit Token { $token } aus { $x } und friert dann ein. B bekommt Token { $newer } und macht seine eigene Änderung an beiden Konten. A wacht bei { $woke } auf und schreibt das Geld mit Token { $token } in { $y }, was abgewiesen wird. Was bleibt übrig?
quiz-half-done-1 = Keines der Konten hat sich geändert, weil die Abweisung { $x } zurückgesetzt hat.
quiz-half-done-1-why = Der Speicher weiß nicht, dass { $x } und { $y } zusammengehören. Den Schreibvorgang auf { $y } abzuweisen, ändert nichts an { $x }.
quiz-half-done-2 = A's Änderung an { $x } bleibt, und seine Änderung an { $y } kommt nie an: eine halbe Änderung.
quiz-half-done-2-why = Fencing weist Schreibvorgänge ab, nimmt aber nie einen zurück. A schrieb { $x } bei { $wrote }, als er die Sperre noch hielt, also bleibt dieser Schreibvorgang. { $half } Um halb erledigte Arbeit zu vermeiden, mach die ganze Änderung zu einem einzigen Schreibvorgang, der auf einmal ankommt, oder sorge dafür, dass der nächste Inhaber sie sicher zu Ende führen oder wiederholen kann.
quiz-half-done-3 = Beide Konten haben sich geändert, weil A die Sperre hielt, als er anfing.
quiz-half-done-3-why = Mit der Sperre anzufangen, trägt A nicht bis zum Ende. Der Schreibvorgang auf { $y } kam mit Token { $token }, nachdem schon ein höheres Token benutzt worden war, also wurde er abgewiesen.
quiz-half-done-4 = Auch der Schreibvorgang auf { $x } wurde abgewiesen, weil er ebenfalls Token { $token } trug.
quiz-half-done-4-why = Als A { $x } schrieb, war dort noch kein höheres Token angekommen, also wurde der Schreibvorgang angenommen. Ein Token wird erst abgewiesen, wenn schon ein höheres gesehen wurde.

## Frage „proxy“: $api ist der Name des Zahlungsdienstes, $newer B's Token,
## $older das von A, $woke, wann A aufwacht, $final, was der Dienst am Ende hält.

quiz-proxy-prompt = { $api } kann keine Tokens prüfen, deshalb steht ein Fencing-Proxy davor. B's Zahlung ging mit Token { $newer } durch. A wacht bei { $woke } auf und schickt seine eigene mit Token { $older }. Was passiert?
quiz-proxy-1 = { $api } nimmt sie an, weil dort selbst nichts geprüft wird.
quiz-proxy-1-why = Jeder Schreibvorgang geht zuerst durch den Proxy, und der Proxy merkt sich das höchste Token, das er weitergegeben hat. { $api } bekommt A's Schreibvorgang nie zu sehen.
quiz-proxy-2 = Der Proxy weist sie ab, weil er schon Token { $newer } weitergegeben hat.
quiz-proxy-2-why = Der Proxy übernimmt die Prüfung, die { $api } nicht kann: Token { $older } ist niedriger als { $newer }, also endet A's Zahlung dort, und { $api } behält { $final }, wie es sein soll. Ein Proxy schützt nur, was durch ihn hindurchgeht, also muss jeder Schreiber ihn benutzen.
quiz-proxy-3 = Der Proxy lässt sie durch, und { $api } macht sie später rückgängig.
quiz-proxy-3-why = Nirgends wird etwas rückgängig gemacht. Ein Wächter kann einen Schreibvorgang nur aufhalten, bevor er ankommt.
quiz-proxy-4 = Der Sperrdienst blockiert sie, weil A's Lease abgelaufen ist.
quiz-proxy-4-why = Der Sperrdienst sieht A's Zahlung nie. Er vergibt Leases und Tokens, mehr nicht.

## Frage „compare-and-set“: $storage ist der Name der Ressource, $read,
## wann A sie liest, $wrote, wann B schreibt, $woke, wann A aufwacht,
## $final, was die Ressource am Ende hält.

quiz-compare-and-set-prompt = { $storage } prüft hier keine Tokens. Ein Schreibvorgang wird dort nur angenommen, wenn sich die Version des Werts nicht geändert hat, seit der Schreiber ihn gelesen hat (Compare-and-Set). A liest bei { $read }, friert dann ein, und B schreibt in der Zwischenzeit. A wacht bei { $woke } auf und schreibt. Was passiert?
quiz-compare-and-set-1 = Der Schreibvorgang wird angenommen, weil A's Token nie geprüft wird.
quiz-compare-and-set-1-why = { $storage } prüft etwas anderes: ob sich der Wert geändert hat, seit A ihn gelesen hat. Das hatte er: B schrieb bei { $wrote }.
quiz-compare-and-set-2 = Der Schreibvorgang wird abgewiesen, weil sich der Wert geändert hat, nachdem A ihn gelesen hatte.
quiz-compare-and-set-2-why = B's Schreibvorgang bei { $wrote } hat { $storage } nach A's Lesen geändert, also passt A's Schreibvorgang nicht mehr zu dem, was A gelesen hat, und wird abgewiesen. { $storage } hält { $final }, wie es sein soll. Compare-and-Set fängt jeden Schreibvorgang ab, der dazwischengekommen ist, ganz ohne Token.
quiz-compare-and-set-3 = Der Schreibvorgang wird angenommen, weil A den Wert zuerst gelesen hat.
quiz-compare-and-set-3-why = Gerade das frühe Lesen macht A's Kopie alt. Entscheidend ist, ob sich nach dem Lesen etwas geändert hat.
quiz-compare-and-set-4 = { $storage } hält A's Schreibvorgang zurück, bis B fertig ist.
quiz-compare-and-set-4-why = Eine Ressource stellt nie einen Schreibvorgang für später zurück. Sie nimmt ihn an oder weist ihn ab, sobald er ankommt.

## Frage „terms“: $old ist die Amtszeit des alten Leaders, $next die des
## neuen, $refused, wann die Nachricht des alten Leaders abgewiesen wird.

quiz-terms-prompt = In Raft hat jede Wahl eine Nummer, ihre Amtszeit, und jede Nachricht trägt die Amtszeit ihres Absenders. Ein Leader, der in Amtszeit { $old } gewählt wurde, wird abgeschnitten, und die anderen Knoten wählen einen neuen Leader in Amtszeit { $next }. Bei { $refused } kommt der alte Leader, noch in Amtszeit { $old }, wieder durch und schickt sein Log. Was hält ihn auf?
quiz-terms-1 = Seine Lease ist abgelaufen, also kann er nicht senden.
quiz-terms-1-why = Nichts hindert ihn am Senden. Der Schutz liegt auf der empfangenden Seite, genau wie Fencing beim Speicher.
quiz-terms-2 = Der neue Leader sagt ihm, er soll aufhören, und diese Nachricht kommt immer zuerst an.
quiz-terms-2-why = Nachrichten können sich verspäten oder verloren gehen, also kann man sich auf keine Reihenfolge verlassen. Die Prüfung der Amtszeit funktioniert, egal in welcher Reihenfolge die Nachrichten ankommen.
quiz-terms-3 = Die anderen Knoten haben Amtszeit { $next } gesehen, also weisen sie Nachrichten aus Amtszeit { $old } ab.
quiz-terms-3-why = Eine Amtszeit erfüllt hier die Aufgabe eines Fencing-Tokens. Sie wächst nur, jede Nachricht trägt sie, und ein Knoten weist alles mit einer niedrigeren Amtszeit ab, als er schon gesehen hat. Sobald der alte Leader Amtszeit { $next } sieht, tritt er ab.
quiz-terms-4 = Nichts. Raft nimmt an, dass Leader nie pausieren.
quiz-terms-4-why = Raft nimmt nichts dergleichen an. Es ist für Knoten gebaut, die pausieren, abstürzen und sich wieder verbinden, und die Nummerierung der Amtszeiten ist sein Mittel dagegen.

## Frage „efficiency“.

quiz-efficiency-prompt = Welche dieser Sperren kommt in der Regel ohne Fencing-Tokens aus?
quiz-efficiency-1 = Eine Sperre, die einen Kontostand schützt.
quiz-efficiency-1-why = Zwei Schreiber, die sich überschneiden, können eine Änderung verlieren, und dann fehlt Geld. Diese Sperre schützt Korrektheit, also sollte der Speicher Tokens prüfen.
quiz-efficiency-2 = Eine Sperre, die dafür sorgt, dass eine Kundin nur einmal belastet wird.
quiz-efficiency-2-why = Eine zweite Belastung richtet echten Schaden an, also schützt diese Sperre Korrektheit. Ein Zahlungsdienst kann deine Tokens meist nicht prüfen, deshalb braucht es noch einen weiteren Schutz, etwa eine Kennung, die eine wiederholte Belastung wirkungslos macht.
quiz-efficiency-3 = Eine Sperre, die verhindert, dass zwei Server gleichzeitig denselben Cache neu aufbauen.
quiz-efficiency-3-why = Diese Sperre spart nur Arbeit. Überschneiden sich zwei Server, wird der Cache zweimal aufgebaut. Das kostet Zeit, aber es geht nichts verloren, also reicht oft eine einfache Lease.
quiz-efficiency-4 = Eine Sperre um Schreibvorgänge auf eine gemeinsame Datei.
quiz-efficiency-4-why = Zwei Schreiber können die Datei durcheinanderbringen oder halb überschreiben. Das ist ein Korrektheitsproblem, also sollte der Dateispeicher Tokens prüfen.

## Frage „plain-release“: $expired ist, wann As Lease endete, $taken, wann B
## die Sperre bekam, $woke, wann A aufwacht, $granted, wann C die Sperre
## bekam, $wrote, wann Bs Schreibvorgang ankommt.

quiz-plain-release-prompt = As Lease lief bei { $expired } ab, während A eingefroren war, und B hat die Sperre bei { $taken } übernommen. C wartet auf die Sperre. A wacht bei { $woke } auf und gibt als letzten Schritt die Sperre mit einem einfachen DEL auf ihren Schlüssel frei. Was passiert?
quiz-plain-release-1 = Nichts: As Lease ist vorbei, also hat seine Freigabe nichts zurückzugeben.
quiz-plain-release-1-why = So verhält sich eine Freigabe, die prüft, wessen Sperre es ist. Ein einfaches DEL löscht jeden Schlüssel, der da ist, und seit As Lease ablief, gehört der Schlüssel B.
quiz-plain-release-2 = Der Sperrdienst löscht Bs Sperre, und C bekommt die Sperre, während B noch arbeitet.
quiz-plain-release-2-why = Der Schlüssel hält Bs Sperre, also entfernt das DEL sie. B erfährt nichts. C bekommt die Sperre bei { $granted }, und beide handeln als Halter: Bs Schreibvorgang bei { $wrote } landet über dem von C, und Cs Änderung geht verloren.
quiz-plain-release-3 = A wird abgelehnt und erfährt, dass es die Sperre verloren hat.
quiz-plain-release-3-why = Ein einfaches DEL schaut nicht, wer fragt; es gelingt. Nur ein Löschen, das zuerst den Wert des Schlüssels mit As eigenem Zufallswert vergleicht, würde es ablehnen, wie es die Redis-Seite über Sperren verlangt.
quiz-plain-release-4 = B wird gesagt, dass seine Sperre weg ist, und es hört auf.
quiz-plain-release-4-why = Nichts sagt es B. Der Sperrdienst ruft seine Clients nicht an, also macht B als Halter weiter, bis etwas es ablehnt, und hier tut das nichts.

## Frage „split-fence“: $checked ist, wann A nach dem Fence fragt, $wrote,
## wann Bs Schreibvorgang ankommt, $woke, wann A aufwacht.

quiz-split-fence-prompt = A fragt Storage in einem eigenen SELECT bei { $checked } nach dem höchsten Token, das es gesehen hat, und findet keines, das höher ist als sein eigenes Token 1. Dann friert A vor seinem UPDATE ein, das das Token nicht prüft. Inzwischen läuft As Lease ab, und B übernimmt die Sperre mit Token 2 und schreibt. Was passiert, wenn A bei { $woke } aufwacht?
quiz-split-fence-1 = Storage lehnt As Schreibvorgang ab, denn es hat Token 2 gesehen.
quiz-split-fence-1-why = Storage lehnt ein kleineres Token nur ab, wo das Schreiben selbst es prüft. Hier war die Prüfung ein eigenes SELECT bei { $checked }, und das UPDATE prüft nichts.
quiz-split-fence-2 = As Schreibvorgang landet über Bs, und Bs Änderung geht verloren.
quiz-split-fence-2-why = As Prüfung stimmte bei { $checked } und war ab { $wrote } falsch, als Bs Schreibvorgang ankam. Das UPDATE prüft nichts, also nimmt es Token 1 nach Token 2 an. Nur eine Prüfung im Schreiben selbst, UPDATE … WHERE fence <= token, schließt die Lücke.
quiz-split-fence-3 = A prüft den Fence noch einmal und hört auf.
quiz-split-fence-3-why = A hat einmal geprüft, vor seiner Pause, und nichts lässt es noch einmal prüfen. Eine zweite Prüfung würde die Lücke nur verkleinern: Eine Pause zwischen ihr und dem UPDATE würde sie wieder öffnen.
quiz-split-fence-4 = Der Sperrdienst lehnt As Schreibvorgang ab.
quiz-split-fence-4-why = Der Sperrdienst sieht die Schreibvorgänge nie. Nur der Speicher kann einen Schreibvorgang ablehnen, und nur in der Anweisung, die ihn ausführt.

## Frage „applied-twice“: $first ist, wann Storage As Schreibvorgang anwendet,
## $again, wann As Wiederholung ankommt.

quiz-applied-twice-prompt = A bittet Storage, das Fencing-Tokens prüft, 5 zu addieren. Storage addiert sie bei { $first }, aber die Antwort geht auf dem Rückweg verloren, also sendet A denselben Schreibvorgang erneut, mit demselben Token 1. Was macht Storage mit der Wiederholung, wenn sie bei { $again } ankommt?
quiz-applied-twice-1 = Es lehnt sie ab: Es hat Token 1 schon gesehen.
quiz-applied-twice-1-why = Storage lehnt ein Token ab, das kleiner ist als das höchste, das es gesehen hat, und 1 ist nicht kleiner als 1. Die Token-Prüfung lässt die Wiederholung durch.
quiz-applied-twice-2 = Es addiert 5 ein zweites Mal.
quiz-applied-twice-2-why = Nichts im Schreibvorgang sagt Storage, dass er eine Wiederholung ist: dasselbe Token, derselbe Betrag. Also addiert es bei { $again } noch einmal 5. Fencing-Tokens bringen Schreibvorgänge in eine Reihenfolge; ein Idempotenzschlüssel oder eine Sequenznummer an jedem Schreibvorgang entfernt Duplikate.
quiz-applied-twice-3 = Es erkennt, dass es derselbe Schreibvorgang ist, und übergeht ihn.
quiz-applied-twice-3-why = Nur eine Ressource, die für jeden angewandten Schreibvorgang einen Schlüssel behält, kann eine Wiederholung von einem neuen Schreibvorgang unterscheiden. Dieses Storage behält keinen.
quiz-applied-twice-4 = Es wartet, bis As Lease abgelaufen ist.
quiz-applied-twice-4-why = Storage weiß nichts von Leases. Es sieht nur das Token und nimmt den Schreibvorgang an, sobald er ankommt.

## „Effizienz oder Korrektheit?“: die Sortierübung um ihre Aufgaben herum.
## Die Einleitungen des Urteils (quiz-right, quiz-not-quite) sind die des Quiz.

# Die Nummer der Aufgabe, die Zahl der Aufgaben und der Name der Aufgabe.
sorter-legend = Aufgabe { $number } von { $total }: { $job }
sorter-ask-lock = Welche Sperre braucht sie?
sorter-lock-low = Effizienzsperre: Zwei gleichzeitig verschwenden nur Arbeit
sorter-lock-high = Korrektheitssperre: Zwei gleichzeitig richten echten Schaden an
sorter-ask-checks = Kann die Ressource, auf die sie schreibt, ein Fencing-Token prüfen?
sorter-checks-true = Ja, sie kann ein Token prüfen
sorter-checks-false = Nein, das kann sie nicht
# Der Knopf unter jeder Aufgabe; sein Name sagt, welche Aufgabe er prüft ($job, der Name der Aufgabe).
sorter-check = Prüfen
    .aria-label = Antworten zu „{ $job }“ prüfen
sorter-answer-both = Beantworte zuerst beide Fragen und drücke dann auf „{ sorter-check }“.
# Die Sperre, die eine Aufgabe braucht: $harm ist „low“ (Überschneidung
# verschwendet nur Arbeit) oder „high“ (sie richtet echten Schaden an).
sorter-lock-name = { $harm ->
    [low] eine Effizienzsperre
   *[high] eine Korrektheitssperre
}
# Nach dem Prüfen: $job ist der Name der Aufgabe, $harm wie in
# sorter-lock-name, $why die eigene Begründung der Aufgabe (eine der
# sorter-…-why-Meldungen).
sorter-needs = „{ $job }“ braucht { sorter-lock-name }. { $why }
# Nach dem Prüfen mit der richtigen Sperre und der falschen Antwort zur
# Ressource: $harm wie in sorter-lock-name, $resource die eigene Zeile der
# Aufgabe dazu, was ihre Ressource prüfen kann (eine der sorter-…-resource-Meldungen).
sorter-needs-but = Ja, { sorter-lock-name }, aber sieh dir die Ressource noch einmal an. { $resource }
# $count Aufgaben richtig einsortiert, von $total.
sorter-score = Du hast bisher { $count } von { $total } { $total ->
    [one] Aufgabe
   *[other] Aufgaben
} richtig einsortiert.
sorter-square = Wo die Aufgaben landen
sorter-harm-low = Wenig Schaden bei Überschnei{"\u00AD"}dung: Effizienz{"\u00AD"}sperre
sorter-harm-high = Echter Schaden bei Überschnei{"\u00AD"}dung: Korrektheits{"\u00AD"}sperre
sorter-can-check-true = Die Res{"\u00AD"}source kann Tokens prüfen
sorter-can-check-false = Die Res{"\u00AD"}source kann keine Tokens prüfen
sorter-corner-low-true = Eine Lease reicht; Fencing ist optional.
sorter-corner-low-false = Eine Lease reicht, etwa ein Redis-Schlüssel mit Ablaufzeit.
sorter-corner-high-true = Fencing an der Ressource: Sie weist ein altes Token ab.
sorter-corner-high-false = Nutze das Compare-and-Set der Ressource oder stell einen Fencing-Proxy davor.

## Die Aufgaben: jeweils ihr Name, was sie tut, warum sie die Sperre braucht,
## die sie braucht, und was ihre Ressource prüfen kann.

sorter-cache-name = Cache vorwärmen
sorter-cache-story = Jede Nacht lädt ein Server die meistgelesenen Seiten in einen Cache, damit die Website am Morgen schnell ist. Der Cache ist ein einfacher Schlüssel-Wert-Speicher, der jeden Schreibvorgang annimmt.
sorter-cache-why = Wenn zwei Server sie ausführen, wird der Cache zweimal gefüllt: verschwendete Arbeit, aber nichts Falsches. Ein einzelner Redis-Schlüssel mit Ablaufzeit (einer TTL) ist eine gute Sperre.
sorter-cache-resource = Ein einfacher Cache nimmt jeden Schreibvorgang an; er hat keine Ahnung, was ein Token ist.

sorter-digest-name = Tägliche Übersicht per E-Mail
sorter-digest-story = Einmal am Tag schickt eine Aufgabe jedem Nutzer über einen externen Maildienst eine Übersicht über den Vortag.
sorter-digest-why = Zwei Läufe schicken manchen Nutzern dieselbe Übersicht zweimal: ein bisschen lästig, aber nicht schädlich. Eine einfache Lease reicht.
sorter-digest-resource = Ein Mailserver verschickt, was er bekommt; mit einer E-Mail geht kein Token mit.

sorter-report-name = Bericht neu erzeugen
sorter-report-story = Eine Aufgabe erstellt den monatlichen Verkaufsbericht aus der Datenbank neu und legt ihn in einem Speicher ab, der einen Schreibvorgang mit einem älteren Token abweisen kann.
sorter-report-why = Den Bericht zweimal neu zu erstellen, ergibt denselben Bericht, also verschwendet eine Überschneidung nur Arbeit. Eine Lease reicht; da der Speicher Tokens prüfen kann, ist Fencing billig, aber optional.
sorter-report-resource = Der Speicher kann einen Schreibvorgang abweisen, dessen Token älter ist als das letzte, das er angenommen hat.

sorter-file-name = Gemeinsame Datei schreiben
sorter-file-story = Mehrere Worker schreiben abwechselnd eine gemeinsame Datei auf einem Dateiserver neu. Man kann dem Server das Token jedes Schreibvorgangs mitteilen, und er weist ein altes ab.
sorter-file-why = Zwei Schreiber gleichzeitig können eine Mischung aus beiden Fassungen hinterlassen oder die Arbeit des einen auslöschen, und niemand bekommt eine Fehlermeldung. Fencing an der Ressource: Der Dateiserver weist das alte Token ab.
sorter-file-resource = Der Dateiserver prüft das Token jedes Schreibvorgangs und kann so einen veralteten Schreiber abweisen.

sorter-ledger-name = Auszahlung im Kontobuch
sorter-ledger-story = Ein Worker liest den Kontostand eines Kontos, zahlt aus und schreibt den neuen Kontostand in eine Datenbank, die einen Schreibvorgang ablehnen kann, dessen Token älter ist als das letzte.
sorter-ledger-why = Ein veralteter Schreiber kann einen neueren Kontostand überschreiben, und dann fehlt Geld. Fencing an der Ressource: Die Datenbank weist das alte Token ab.
sorter-ledger-resource = Die Datenbank kann das Token jedes Schreibvorgangs mit dem höchsten vergleichen, das sie gesehen hat.

sorter-charge-name = Abbuchung über eine fremde API
sorter-charge-story = Ein Worker belastet die Karte einer Kundin über die Zahlungs-API einer anderen Firma, die von deinen Tokens nichts weiß.
sorter-charge-why = Zwei Worker, die beide glauben, die Sperre zu halten, können die Kundin zweimal belasten. Ein Token allein hilft hier nicht: Nutze das Compare-and-Set der API selbst (eine Abbuchung, die nur gelingt, wenn sich seit deinem letzten Blick nichts geändert hat), oder schicke jeden Aufruf durch einen Fencing-Proxy.
sorter-charge-resource = Der API einer anderen Firma kann man nicht beibringen, deine Tokens zu prüfen.
