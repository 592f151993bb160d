## The lesson below the simulator: "In plain words", "Why it matters",
## "How real systems do it", the opening of "Check yourself", "Remember
## this", "Go deeper" and the footer. Fixed text about the default story.
##
## A value may carry <strong>, <em> and <code>. A link is written
## <a data-l10n-name="x">its text</a>; the page gives it its address, so
## keep each name as it is. Between a number and its unit stands a
## no-break space (U+00A0), as in "10 s", so the two never part at a line's end.
## The titles of talks, papers and books stay in English, as they were published.

## The experiments the lesson opens, by their titles in the simulator

lesson-experiment-efficiency-lock = Eine Sperre, die nur Arbeit spart
lesson-experiment-check-then-act = Erst die Lease prüfen, dann pausieren
lesson-experiment-network-delay = Ein Schreibzugriff, der rechtzeitig losgeht und zu spät ankommt
lesson-experiment-leader-terms = Ein abgeschnittener alter Leader und Terms
lesson-experiment-clock-drift = Eine zurückgestellte Uhr hält eine Lease am Leben
lesson-experiment-redlock-clock-jump = Redlock und eine springende Uhr
lesson-experiment-counter-reset = Ein Neustart vergibt dasselbe Token zweimal
lesson-experiment-async-failover = Ein Failover, das eine Vergabe vergisst
lesson-experiment-fencing-proxy = Ein Proxy, der Tokens für eine API prüft, die das nicht kann
lesson-experiment-compare-and-set = Compare-and-Set statt Tokens
lesson-experiment-unfenced-side-effect = Eine E-Mail, die kein Token aufhalten kann
lesson-experiment-partial-write = Eine halbierte Überweisung
lesson-experiment-paused-holder = Der pausierte Sperrinhaber
lesson-experiment-kleppmann-2016 = Kleppmanns pausierter Client, Tokens 33 und 34
lesson-experiment-lock-delay = Ein Lock-Delay für einen Speicher, der nicht prüfen kann
lesson-experiment-release-removes-another = Eine Freigabe, die die Sperre eines anderen löscht
lesson-experiment-two-statement-fence = Ein Fence in einer eigenen Anweisung geprüft
lesson-experiment-retried-write = Ein erneut gesendeter Schreibvorgang, zweimal angewandt

## In plain words

lesson-plain-heading = Einfach erklärt
lesson-plain-intro =
    Manchmal teilen sich mehrere Computer eine Sache, etwa eine Datei oder eine Zeile in einer
    Datenbank. Ändern zwei von ihnen sie im selben Moment, kann eine Änderung die andere
    auslöschen. Die übliche Antwort darauf ist eine Sperre (englisch „Lock“). Drei Begriffe sind
    hier wichtig.
lesson-term-lock = Sperre
lesson-term-lock-means =
    Die Erlaubnis, an der gemeinsamen Sache zu arbeiten. Ein eigenes Programm, der Sperrdienst,
    erteilt sie jeweils nur einem Client.
lesson-term-lease = Lease
lesson-term-lease-means =
    Eine Sperre mit Zeitlimit. In der Geschichte beträgt das Limit 10 s. Stürzt der Inhaber
    ab, läuft die Lease aus, und der Sperrdienst kann die Sperre jemand anderem geben. Ohne Limit
    könnte ein einziger abgestürzter Client alle anderen für immer warten lassen.
lesson-term-token = Fencing-Token
lesson-term-token-means =
    Eine Zahl, die mit jeder Lease kommt. Jede neue Lease bekommt eine größere Zahl als die
    vorige: 1, dann 2, dann 3. Der Client schickt seine Zahl bei jedem Schreibzugriff mit. Der
    Speicher merkt sich auf seiner Seite die größte Zahl bisher. Ein Schreibzugriff mit einer
    kleineren Zahl wird abgewiesen.

lesson-wrong-heading = Was schiefgeht
lesson-wrong-intro =
    Wann eine Lease endet, bestimmt die Uhr des Sperrdienstes. Niemand sagt es dem Client. Solange der
    Client weiterläuft, ist das kein Problem, aber ein Client kann einfrieren, ohne es zu merken.
    Hier ist die Geschichte, die der Simulator abspielt.
lesson-story-grant = Bei 0 s bekommt Client A die Sperre mit Token 1. Seine Lease dauert 10 s.
lesson-story-read = Bei 1 s liest A den Wert, nämlich 10. Daraus rechnet A aus, dass als Nächstes 11 zu schreiben ist.
lesson-story-pause =
    Bei 2 s friert A für 15 s ein. Das kann eine lange Garbage Collection bewirken: Die
    Laufzeitumgebung des Programms hält alle seine Threads an, während sie den Arbeitsspeicher
    aufräumt.
lesson-story-expire = Bei 10 s läuft die Lease von A aus. A ist eingefroren und kann das weder bemerken noch die Lease verlängern.
lesson-story-other =
    Bei 10,3 s bekommt Client B die Sperre mit Token 2. Bei 10,5 s liest B die 10 und
    schreibt 15.
lesson-story-wake =
    Bei 17 s wacht A auf. Für A fühlt es sich an, als wäre keine Zeit vergangen. A glaubt
    noch immer, die Sperre zu halten, und schreibt deshalb 11 mit Token 1.
lesson-unfenced =
    <strong>Ohne Fencing</strong> nimmt der Speicher den Schreibzugriff von A an. Am Ende steht
    der Wert auf 11, dabei müsste er 15 sein. Die Arbeit von B ist verloren, und niemand hat eine
    Fehlermeldung bekommen.
lesson-fenced =
    <strong>Mit Fencing</strong> hat der Speicher schon Token 2 gesehen. Token 1 ist kleiner,
    also weist er den Schreibzugriff von A ab und behält 15. So erfährt A, dass seine Sperre
    verloren ist.
lesson-plain-moral =
    Der Sperrdienst allein kann A also nicht fernhalten. Die Prüfung muss dort stattfinden, wo der
    Schreibzugriff ankommt: beim Speicher.

## Why it matters

lesson-why-heading = Warum das wichtig ist
lesson-cost-heading = Was ein veralteter Schreibzugriff kostet
lesson-cost-lost =
    <strong>Verlorene Änderungen.</strong> In der Geschichte verschwindet die Änderung von B
    spurlos. Stell dir jetzt einen Lagerbestand oder einen Kontostand vor. Die Zahl ist falsch,
    und nichts weist darauf hin.
lesson-cost-corrupt =
    <strong>Beschädigte Dateien.</strong> Zwei Clients, die beide in dieselbe Datei schreiben,
    können ein Gemisch aus beiden Fassungen hinterlassen. Keiner von beiden wollte das schreiben,
    und Programme können es womöglich nicht mehr lesen.
lesson-cost-double =
    <strong>Doppelte Abbuchungen.</strong> Angenommen, die Sperre soll dafür sorgen, dass ein
    Kunde nur einmal belastet wird. Zwei Clients, die beide glauben, sie zu halten, können beide
    abbuchen.

lesson-kinds-heading = Zwei Arten von Sperren
lesson-kinds-question = Stell dir bei jeder Sperre eine Frage: Was passiert, wenn zwei Clients sie gleichzeitig halten?
lesson-kind-efficiency =
    <strong>Eine Sperre für Effizienz</strong> spart nur Arbeit. Angenommen, ein Server soll
    jede Nacht einen Cache neu aufbauen. Tun es zwei Server, läuft die Aufgabe doppelt. Das
    kostet Zeit, macht aber nichts kaputt. Eine einfache Lease reicht hier oft aus.
lesson-kind-correctness =
    <strong>Eine Sperre für Korrektheit</strong> schützt Daten. Überschneiden sich zwei Clients,
    gehen Daten verloren oder Geld wird doppelt ausgegeben. Hier ist eine Lease allein nicht
    sicher. Der Speicher muss ein Fencing-Token prüfen.
lesson-kinds-square =
    Eine zweite Frage entscheidet, was du dagegen tun kannst: Kann die Ressource ein
    Fencing-Token prüfen? Einer Datenbank oder einem Dateiserver, die du selbst betreibst, kannst
    du das beibringen. Einem E-Mail-Server oder dem Zahlungsdienst einer anderen Firma nicht. Die
    beiden Fragen ergeben ein Quadrat mit vier Ecken.

lesson-sorter-heading = Effizienz oder Korrektheit?
lesson-sorter-intro =
    Ordne jede Aufgabe ein. Zuerst: Welche Sperre braucht sie? Das heißt: Was passiert, wenn
    zwei Clients sie gleichzeitig ausführen? Dann: Kann die Ressource, in die sie schreibt, ein
    Fencing-Token prüfen? Drücke „Prüfen“, um zu sehen, warum, und wo die Aufgabe im Quadrat
    landet.
lesson-sorter-watch =
    Wenn du eine Sperre für Effizienz im Simulator beobachten willst, öffne das Experiment
    <a data-l10n-name="efficiency-lock">{ lesson-experiment-efficiency-lock }</a>.

lesson-check-heading = Warum „erst die Lease prüfen“ nicht hilft
lesson-check-then-act =
    Naheliegend wäre, A kurz vor dem Schreiben auf seine Lease schauen zu lassen. Das hilft
    nicht. Prüfen und Schreiben sind zwei getrennte Schritte, und die Pause kann genau dazwischen
    fallen. Angenommen, A prüft, sieht noch 8 s Restzeit, friert dann für 15 s ein und
    schreibt danach. Die Prüfung stimmte, als sie lief. Als der Schreibzugriff hinausging,
    stimmte sie nicht mehr. Dieses Muster heißt <em>Check-then-Act</em> („erst prüfen, dann
    handeln“) und ist eine klassische Fehlerquelle. Das Experiment
    <a data-l10n-name="check-then-act">{ lesson-experiment-check-then-act }</a>
    zeigt es.
lesson-gap-intro = Zwei weitere Dinge vergrößern die Lücke:
lesson-gap-drift =
    <strong>Uhren driften.</strong> Die Uhr von A und die Uhr des Sperrdienstes ticken nicht
    genau gleich schnell, und eine Uhr kann springen, wenn sie korrigiert wird. A glaubt dann
    vielleicht, noch Zeit zu haben, obwohl der Sperrdienst seine Lease schon beendet hat.
lesson-gap-network =
    <strong>Netzwerke verzögern Nachrichten.</strong> Ein Schreibzugriff kann A verlassen,
    solange die Lease gilt, und beim Speicher ankommen, nachdem sie abgelaufen ist. Er kann in
    einer Warteschlange hängen oder erneut gesendet werden.
lesson-check-moral =
    Ein sorgfältigerer Client kann nichts davon beheben. Ein Fencing-Token hängt überhaupt nicht
    von der Zeit ab. Der Speicher fragt nur eines: Ist diese Zahl mindestens so groß wie die
    größte, die ich bisher gesehen habe?
lesson-check-atomic =
    Diese Frage muss im Schreiben selbst gestellt werden. Liest die Anwendung den Fence zuerst in
    einer eigenen Anweisung (<code>SELECT fence …</code>) und schreibt dann in einer zweiten,
    öffnet sich dieselbe Lücke wieder: Zwei Halter können beide die Prüfung bestehen, bevor einer
    von ihnen schreibt. Prüfung und Schreiben müssen ein Schritt sein: ein einziges
    <code>UPDATE … WHERE fence &lt;= token</code> oder eine Transaktion, die die geprüfte Zeile
    bis zu ihrem Commit sperrt (<code>SELECT … FOR UPDATE</code>). Das Experiment
    <a data-l10n-name="two-statement-fence">{ lesson-experiment-two-statement-fence }</a>
    zeigt es.
lesson-check-duplicates =
    Ein Token sorgt auch nicht dafür, dass ein Schreibvorgang nur einmal geschieht. Geht die
    Antwort auf einen Schreibvorgang verloren, kann der Client nicht wissen, ob er angewandt wurde,
    also sendet er ihn mit demselben Token erneut, und die Prüfung des Speichers lässt ihn durch:
    Das Token ist nicht kleiner als jedes, das er gesehen hat. Ein Schreibvorgang, der zum
    Vorhandenen addiert, etwa <code>INCRBY</code> oder <code>UPDATE … SET n = n + 5</code>, wird
    dann zweimal angewandt. Fencing-Tokens bringen Schreibvorgänge in eine Reihenfolge; was den
    Speicher eine Wiederholung beantworten lässt, ohne sie noch einmal anzuwenden, ist ein
    Schlüssel an jedem Schreibvorgang: ein Idempotenzschlüssel oder eine Sequenznummer, wie sie
    Kafkas idempotenter Producer sendet (KIP-98). Das Experiment
    <a data-l10n-name="retried-write">{ lesson-experiment-retried-write }</a>
    zeigt es.

## How real systems do it

lesson-real-heading = Wie echte Systeme es machen
lesson-real-intro =
    Das Modell von fencelab ist klein, aber es hat dieselben Schwierigkeiten, auf die echte
    Systeme stoßen. Zu jeder gibt es ein eigenes Experiment:
lesson-real-delay =
    <strong>Netzwerkverzögerung.</strong> Eine Anfrage kann rechtzeitig losgehen und zu spät
    ankommen:
    <a data-l10n-name="network-delay">{ lesson-experiment-network-delay }</a>.
    Eine Verbindung kann auch abreißen, und eine Anfrage, die vor der Unterbrechung gesendet
    wurde, kann lange danach ankommen:
    <a data-l10n-name="leader-terms">{ lesson-experiment-leader-terms }</a>.
lesson-real-clocks =
    <strong>Uhrendrift und Zeitsprünge.</strong> Eine Systemuhr, die eine Zeitsynchronisation
    zurückstellt, lässt einen Client glauben, seine Lease dauere länger, als sie es tut:
    <a data-l10n-name="clock-drift">{ lesson-experiment-clock-drift }</a>.
    Ein Sperrserver, dessen Uhr springt, beendet eine Lease zu früh, während ihr Inhaber noch
    arbeitet:
    <a data-l10n-name="redlock-clock-jump">{ lesson-experiment-redlock-clock-jump }</a>.
lesson-real-restarts =
    <strong>Neustarts und Failover.</strong> Ein Sperrdienst, der seinen Zähler vergisst, kann
    ein Token zweimal vergeben:
    <a data-l10n-name="counter-reset">{ lesson-experiment-counter-reset }</a>.
    Ein Replikat, das übernimmt, bevor es von der letzten Vergabe erfahren hat, kann ein Token
    vergeben, das schon in Gebrauch ist:
    <a data-l10n-name="async-failover">{ lesson-experiment-async-failover }</a>.
lesson-real-cope =
    Dabei kostet jeder Schritt eines Clients selbst keine Zeit; die Zeit steckt in den Pausen
    und im Netzwerk. Echte Systeme müssen mit all dem zurechtkommen. Zunächst einmal bewahren
    sie den Token-Zähler dort auf, wo ein einzelner Absturz ihn nicht zurücksetzen kann: auf einer
    Mehrheit von Servern, die sich per Konsens einigen. Eine Kopie auf einem Replikat genügt
    nicht, wie das Failover oben zeigt. Und ein Zähler aus einer alten Sicherung geht genauso
    zurück wie ein verlorener: Wer etcd aus einem Snapshot wiederherstellt, dreht seine Revision
    zurück, darum hat <code>etcdutl snapshot restore</code> die Option
    <code>--bump-revision</code> (etcd-Issue 16028). Fällt der Zähler unter ein Token, das der
    Speicher schon gesehen hat, gehen keine Daten verloren, aber der Speicher weist dann jeden
    neuen Inhaber ab: ein Ausfall, den fencelab <em>blockiert</em> nennt, und nicht sicher.
    Hier siehst du, wie einige Systeme Tokens vergeben.

lesson-chubby-heading = Google Chubby: Sequencer
lesson-chubby =
    Chubby ist Googles Sperrdienst. Mike Burrows hat ihn 2006 in einem Paper beschrieben,
    <a data-l10n-name="paper">The Chubby lock service for loosely-coupled distributed systems</a>.
    Ein Client, der eine Sperre hält, kann einen <em>Sequencer</em> anfordern: eine kurze
    Zeichenkette mit dem Namen der Sperre, der Art, wie sie gehalten wird, und einer
    Generationsnummer, die bei jeder Vergabe der Sperre wächst. Der Client schickt den Sequencer
    mit seinen Anfragen mit. Ein Server, der einen bekommt, kann ihn mit dem neuesten Sequencer
    vergleichen, den er für diese Sperre gesehen hat, und einen älteren abweisen, so wie ein
    Speicher ein Fencing-Token prüft. Das Paper lässt den Server auch bei Chubby nachfragen, ob der
    Sequencer noch gültig ist, aber das ist Prüfen-dann-Handeln: Die Antwort kann veraltet sein,
    bis die Anfrage ausgeführt wird. Für Server, die keine Sequencer prüfen können, hat Chubby
    eine schwächere Notlösung namens <em>Lock-Delay</em>: Verschwindet ein Inhaber, ohne
    loszulassen, wartet Chubby eine Weile, bevor es die Sperre jemand anderem gibt.

lesson-zookeeper-heading = ZooKeeper: die zxid
lesson-zookeeper =
    ZooKeeper nummeriert jede Änderung mit einer <code>zxid</code> (einer Transaktions-ID).
    Zxids steigen nur. Im üblichen Sperr-Rezept legt jeder Client einen <em>ephemeren</em>
    Knoten an, den ZooKeeper von selbst löscht, wenn die Sitzung des Clients endet. Damit verhält
    er sich wie ein Lease. Die zxid, bei der der Sperrknoten eines Clients angelegt wurde (seine
    <code>czxid</code>), kann sein Fencing-Token sein. Die Nummer, die ZooKeeper an den Namen des
    Knotens hängt, ist nicht so sicher. Sie stammt aus der <code>cversion</code> des
    Elternknotens, einem Zähler der Änderungen an seinen Kindern, und dieser Zähler beginnt von
    vorn, wenn der Elternknoten gelöscht und neu angelegt wird, was ein Container-Knoten
    (ZOOKEEPER-2163, von Curators Sperr-Rezepten benutzt) tut, sobald er leer ist. Der
    ZooKeeper-Leitfaden warnt außerdem, dass die Folgenummer nach 2147483647 überläuft.

lesson-etcd-heading = etcd: Revisionen
lesson-etcd =
    etcd führt einen einzigen Zähler für den ganzen Datenbestand, die <em>Revision</em>, und
    erhöht ihn bei jeder Änderung. Jeder Schlüssel merkt sich die Revision, bei der er angelegt
    (<code>create_revision</code>) und zuletzt geändert wurde (<code>mod_revision</code>). Eine
    etcd-Sperre ist ein Schlüssel, der an eine Lease gebunden ist: Endet die Lease, löscht etcd
    den Schlüssel. Die Revision des Sperrschlüssels ergibt ein fertiges Fencing-Token, denn der
    Schlüssel eines späteren Inhabers wird immer bei einer späteren Revision geschrieben.

lesson-redlock-heading = Redis und der Streit um Redlock
lesson-redlock =
    Redlock baut eine Sperre aus mehreren unabhängigen Redis-Servern. Ein Client hält die
    Sperre, wenn eine Mehrheit von ihnen innerhalb einer Frist zustimmt. 2016 hat Martin
    Kleppmann in
    <a data-l10n-name="kleppmann">How to do distributed locking</a>
    dargelegt, dass das für Korrektheit nicht sicher ist. Redlock vergibt keine Nummer, die mit
    jeder Vergabe wächst, also kann der Speicher einen Client, dessen Sperre abgelaufen ist,
    nicht erkennen. Und seine Sicherheit hängt am Timing: Pausen, Netzwerkverzögerungen und
    Uhrendrift müssen alle klein bleiben. Salvatore Sanfilippo (antirez), der Redis geschaffen
    hat, antwortete mit
    <a data-l10n-name="antirez">Is Redlock safe?</a> Er hielt diese Annahmen über das Timing in
    der Praxis für vernünftig, und er wies darauf hin, dass der Zufallswert der Sperre selbst
    eine Prüfung beim Speicher steuern kann: ein Schreibvorgang, der nur durchgeht, wenn der
    genannte Wert noch der aktuelle ist, ein Compare-and-Set. Ohne Token und ohne eine solche
    Prüfung hält nur das Timing die Sperre sicher, und der Streit geht darum, wie weit man sich
    auf Timing verlassen kann. Schützt eine Sperre die Korrektheit, wähle einen Entwurf, bei dem
    dieser Streit keine Rolle spielt. Das Experiment
    <a data-l10n-name="redlock-clock-jump">{ lesson-experiment-redlock-clock-jump }</a>
    zeigt, wie eine Mehrheitssperre ohne Token schiefgeht.

lesson-release-heading = Eine Sperre freigeben: nur die eigene
lesson-release =
    Meist gibt ein Client eine Redis-Sperre frei, indem er ihren Schlüssel löscht. Ist seine
    Lease abgelaufen und hat inzwischen ein anderer Client die Sperre genommen, löscht ein
    einfaches <code>DEL</code> stattdessen den Schlüssel des neuen Halters: Die Sperre sieht frei
    aus, ein dritter Client nimmt sie, und zwei Clients arbeiten zugleich. Ein Verlängern mit
    einfachem <code>PEXPIRE</code> geht genauso schief und streckt die Lease des neuen Halters.
    Deshalb lässt die Seite der Redis-Dokumentation über verteilte Sperren jeden Client den
    Schlüssel auf einen eigenen Zufallswert setzen und ihn mit einem kleinen Skript freigeben,
    das den Schlüssel nur löscht, solange er noch diesen Wert hält, in einem Schritt. Mit dieser
    Prüfung entfernt die Freigabe einer Sperre, die nicht mehr deine ist, nichts. Das Experiment
    <a data-l10n-name="release-removes-another">{ lesson-experiment-release-removes-another }</a>
    zeigt es.

lesson-hazelcast-heading = Hazelcast: FencedLock
lesson-hazelcast =
    Hazelcast hat eine Sperre namens <code>FencedLock</code>. Sie lebt im CP-Subsystem von
    Hazelcast, das sich mit dem Raft-Algorithmus auf einen Zustand einigen kann, aber erst, wenn
    es CP-Mitglieder bekommt: Mit <code>cp-member-count</code> 0, der Voreinstellung, läuft das
    CP-Subsystem im unsicheren Modus, und Hazelcasts eigene Dokumentation warnt, dass dort eine
    Sperre verloren gehen kann, obwohl ihre Vergabe bestätigt wurde. Mit Raft dahinter kann ein
    Client die Sperre nehmen und in einem Aufruf einen <em>Fence</em> bekommen,
    <code>lockAndGetFence()</code>. Der Fence wächst jedes Mal, wenn die Sperre von frei zu
    vergeben wechselt. Der Client schickt ihn an den Speicher, der ihn wie jedes Fencing-Token
    prüft. Die Sperre gehört zur Sitzung des Clients, und die Sitzung endet, wenn der Client
    keine Heartbeats mehr schickt, wie während einer langen Pause.

lesson-election-heading = Leader-Wahl: Terms und Epochen
lesson-election =
    Einen Leader zu wählen heißt, unter anderem Namen eine Sperre zu nehmen: Ein Knoten gewinnt
    das Recht, für die Gruppe zu handeln. Derselbe Fehler tritt auf. Ein alter Leader, der
    pausiert oder abgeschnitten war, kann zurückkommen und sich noch immer als Leader benehmen.
    Raft, ein verbreiteter Konsensalgorithmus, gibt jeder Wahl eine Nummer, den <em>Term</em>.
    Jede Nachricht trägt den Term des Absenders. Ein Knoten, der einen höheren Term gesehen hat,
    weist Nachrichten mit einem niedrigeren ab, und ein alter Leader, der einen höheren Term
    sieht, tritt zurück. Das ist die Aufgabe eines Fencing-Tokens, aber der Term allein macht
    Raft nicht sicher: Das tun Mehrheiten, die Regel, wen ein Knoten wählen darf, und ein Term
    und eine Stimme, die jeder Server auf die Platte schreibt, bevor er antwortet (Abbildung 2
    des Raft-Papers). Ein Term hält auch einen abgeschnittenen Leader, der von niemandem hört,
    nicht davon ab, Lesezugriffe aus seinem alten Zustand zu beantworten: Jepsen fand genau das
    2014 in etcd 0.4.1 und Consul, und das Raft-Paper (Abschnitt 8) lässt einen Leader sich mit
    einer Mehrheit abstimmen, bevor er einen Lesezugriff beantwortet. CheckQuorum und
    Leader-Leases lassen einen abgeschnittenen Leader von selbst zurücktreten. Andere Systeme
    nennen die Nummer <em>Epoche</em>, und auch Speicher prüfen sie: Die Journal-Knoten von HDFS
    weisen einen Schreiber mit älterer Epoche ab (HDFS-3077), die Broker von Kafka einen
    Producer mit älterer Epoche (KIP-98), und BookKeeper sperrt ein Ledger, sodass sein alter
    Schreiber nichts mehr anhängen kann. Probiere
    <a data-l10n-name="leader-terms">{ lesson-experiment-leader-terms }</a> aus.

lesson-unchecked-heading = Wenn die Ressource keine Tokens prüfen kann
lesson-unchecked-intro =
    Ein Token nützt nur, wenn die Ressource es sich ansieht. Viele Ressourcen können das nicht:
    ein alter Dateiserver, der Zahlungsdienst einer anderen Firma, ein E-Mail-Server. Einige
    Auswege:
lesson-unchecked-proxy =
    Stelle einen <strong>Fencing-Proxy</strong> davor: einen kleinen Dienst, durch den jeder
    Schreibvorgang muss. Er merkt sich das höchste Token und leitet nur Schreibvorgänge weiter,
    die bestehen. Das wirkt nur, wenn nichts die Ressource anders als über den Proxy erreicht.
    Das Experiment prüft in dem Moment, in dem ein Schreibvorgang die Ressource erreicht; ein
    echter Proxy muss mehr richtig machen: Eine Anfrage, die er durchgelassen hat, kann unterwegs
    von einer neueren überholt werden, ein Proxy, der neu startet, darf sein höchstes Token nicht
    vergessen, und mehrere Proxys müssen sich auf eines einigen. Siehe
    <a data-l10n-name="fencing-proxy">{ lesson-experiment-fencing-proxy }</a>.
lesson-unchecked-cas =
    Nutze den eigenen Schutz der Ressource, wenn sie einen hat, etwa einen Schreibvorgang, der nur
    gelingt, wenn die Version des Eintrags noch die ist, die du gelesen hast (oft
    <em>Compare-and-Set</em> genannt). Vergleiche eine Version, die mit jedem Schreibvorgang
    wächst, nicht den Wert selbst: Ein Wert kann sich ändern und zurückändern (das ABA-Problem),
    und eine Prüfung des Werts lässt dann durch, obwohl dazwischen Änderungen kamen. Siehe
    <a data-l10n-name="compare-and-set">{ lesson-experiment-compare-and-set }</a>.
lesson-unchecked-idempotent =
    Mach die Aktion so, dass eine Wiederholung nicht schadet, zum Beispiel mit einer ID, durch die
    eine zweite, gleiche Anfrage nichts bewirkt.
lesson-unchecked-outside =
    Und manche Aktionen kann keine Prüfung mehr abfangen, wenn sie einmal draußen sind: Eine
    gesendete E-Mail bleibt gesendet. Siehe
    <a data-l10n-name="unfenced-side-effect">{ lesson-experiment-unfenced-side-effect }</a>
    und, für eine Änderung an zwei Stellen, die eine Ablehnung mittendrin abbricht,
    <a data-l10n-name="partial-write">{ lesson-experiment-partial-write }</a>.

## Check yourself (the questions themselves are the quiz's)

lesson-quiz-heading = Teste dich selbst
lesson-quiz-intro = Wähle für jede Frage eine Antwort und drücke dann „Prüfen“, um zu sehen, warum sie richtig oder falsch ist. Die Punktzahl zählt jeweils deine erste Antwort; versuch es so oft du willst noch einmal, um die anderen Erklärungen zu lesen. Jede Frage handelt von einem Lauf des Simulators, und ihre Erklärung kann diesen Lauf öffnen.

## Remember this: six points, each with "Try it:" and its experiments

lesson-remember-heading = Merk dir das
lesson-remember-intro = Sechs Dinge zum Mitnehmen, jedes mit dem Experiment, das es zeigt.
lesson-remember-lease =
    Eine Sperre, die von selbst abläuft, ist eine Lease, und eine Lease kann enden, während ihr
    Inhaber eingefroren ist und nichts davon ahnt.
lesson-remember-lease-try = Probier es aus: <a data-l10n-name="paused-holder">{ lesson-experiment-paused-holder }</a>
lesson-remember-check =
    Kurz vor dem Schreiben auf die Lease zu schauen, rettet dich nicht: Das Einfrieren kann nach
    dem Blick und vor dem Schreiben kommen.
lesson-remember-check-try = Probier es aus: <a data-l10n-name="check-then-act">{ lesson-experiment-check-then-act }</a>
lesson-remember-token =
    Ein Fencing-Token wächst mit jeder Vergabe, und die Ressource weist jedes Token ab, das
    kleiner ist als das größte, das sie angenommen hat. Der Zähler, der die Tokens vergibt, darf
    nie zurückgehen, auch nicht nach einem Neustart: Ein wiederholtes Token lässt einen
    verspäteten Schreibvorgang durch, und ein kleineres lässt die Ressource blockiert zurück, die
    dann jeden rechtmäßigen Inhaber abweist.
lesson-remember-token-try =
    Probier es aus: <a data-l10n-name="kleppmann-2016">{ lesson-experiment-kleppmann-2016 }</a>;
    <a data-l10n-name="counter-reset">{ lesson-experiment-counter-reset }</a>
lesson-remember-kinds =
    Frag dich, was zwei gleichzeitige Inhaber kaputt machen würden. Ist die Antwort nur etwas
    verschwendete Arbeit, reicht eine Lease; geht es um Daten oder Geld, muss die Ressource ein
    Token prüfen.
lesson-remember-kinds-try = Probier es aus: <a data-l10n-name="efficiency-lock">{ lesson-experiment-efficiency-lock }</a>
lesson-remember-unchecked =
    Auch eine Ressource, die keine Tokens prüfen kann, lässt sich schützen: durch ihr eigenes
    Compare-and-Set oder durch einen vorgeschalteten Proxy, der die Tokens prüft.
lesson-remember-unchecked-try =
    Probier es aus: <a data-l10n-name="compare-and-set">{ lesson-experiment-compare-and-set }</a>;
    <a data-l10n-name="fencing-proxy">{ lesson-experiment-fencing-proxy }</a>
lesson-remember-election =
    Einen Leader zu wählen heißt, unter anderem Namen eine Sperre zu nehmen, und ein Term oder
    eine Epoche erfüllt die Aufgabe eines Fencing-Tokens. Die Sicherheit von Raft ruht außerdem
    auf Mehrheiten und auf Zustand, der auf der Platte liegt.
lesson-remember-election-try = Probier es aus: <a data-l10n-name="leader-terms">{ lesson-experiment-leader-terms }</a>

## Go deeper: the titles of talks, papers and books stay as they were published

lesson-deeper-heading = Tiefer einsteigen
lesson-deeper-intro = Das sind einfache Links zu anderen Websites, alle auf Englisch; diese Seite lädt nichts von ihnen.
lesson-deeper-watch-heading = Zuerst anschauen, für das Bild im Kopf
lesson-deeper-lectures =
    <a data-l10n-name="lectures">Distributed Systems</a>,
    die Vorlesungsreihe von Martin Kleppmann an der University of Cambridge: acht Vorlesungen,
    jede in kurze Videos aufgeteilt, von Netzwerken und Ausfällen über Uhren bis zu Konsens und
    Raft. Die Grundlage für alles auf dieser Seite, vom Autor der ersten Lektüre unten.
lesson-deeper-raft-talk =
    <a data-l10n-name="talk">Designing for Understandability: the Raft consensus algorithm</a>,
    ein Vortrag von John Ousterhout, einem der beiden Autoren von Raft. Er zeigt, wie ein Cluster
    einen Leader wählt und warum jede Nachricht einen Term trägt, die Nummer, die einen alten
    Leader draußen hält. Probier danach
    <a data-l10n-name="leader-terms">{ lesson-experiment-leader-terms }</a> aus.
lesson-deeper-read-heading = Dann lesen
lesson-deeper-kleppmann =
    Martin Kleppmann,
    <a data-l10n-name="reading">How to do distributed locking</a>
    (2016). Das Argument, auf dem diese Seite aufbaut: ein pausierter Client, die Tokens 33 und
    34 und warum Redlock dem Speicher nichts zum Prüfen gibt. Zu sehen in
    <a data-l10n-name="kleppmann-2016">{ lesson-experiment-kleppmann-2016 }</a>.
lesson-deeper-antirez =
    Salvatore Sanfilippo,
    <a data-l10n-name="reading">Is Redlock safe?</a> (2016). Die Antwort des Schöpfers von
    Redis, der die Annahmen von Redlock über das Timing in der Praxis für angemessen hält; lies
    sie, um zu sehen, worauf sich eine Sperre ohne Tokens stützt. Zu sehen in
    <a data-l10n-name="redlock-clock-jump">{ lesson-experiment-redlock-clock-jump }</a>.
lesson-deeper-leases =
    Cary Gray und David Cheriton,
    <a data-l10n-name="reading">Leases: an efficient fault-tolerant mechanism for distributed file cache consistency</a>
    (SOSP 1989). Woher Leases kommen: eine Zusage, die für eine feste Zeit gilt, und das
    Vertrauen in Uhren, das damit einhergeht. Zu sehen in
    <a data-l10n-name="clock-drift">{ lesson-experiment-clock-drift }</a>.
lesson-deeper-chubby =
    Mike Burrows,
    <a data-l10n-name="reading">The Chubby lock service for loosely-coupled distributed systems</a>
    (OSDI 2006). Der Sperrdienst von Google: Sequencer, die ein Server prüfen kann, und
    Lock-Delay für die Server, die das nicht können. Zu sehen in
    <a data-l10n-name="lock-delay">{ lesson-experiment-lock-delay }</a>.
lesson-deeper-zookeeper =
    Patrick Hunt, Mahadev Konar, Flavio Junqueira und Benjamin Reed,
    <a data-l10n-name="reading">ZooKeeper: wait-free coordination for Internet-scale systems</a>
    (USENIX ATC 2010). Ein replizierter Koordinationsdienst, dessen Zxids nur steigen, sodass die
    Anlage-zxid eines Sperrknotens ein Token ist, das kein Absturz zweimal vergibt. Zu sehen in
    <a data-l10n-name="counter-reset">{ lesson-experiment-counter-reset }</a>.
lesson-deeper-raft =
    Diego Ongaro und John Ousterhout,
    <a data-l10n-name="reading">In search of an understandable consensus algorithm</a>
    (USENIX ATC 2014). Das Raft-Paper; seine Terms erfüllen für Leader die Aufgabe von
    Fencing-Tokens, und seine Sicherheit ruht auf Mehrheiten und auf Zustand, der auf der Platte
    liegt. Zu sehen in
    <a data-l10n-name="leader-terms">{ lesson-experiment-leader-terms }</a>.
lesson-deeper-ddia =
    Martin Kleppmann,
    <a data-l10n-name="reading">Designing Data-Intensive Applications</a>
    (O'Reilly, 2017), Kapitel 8, „The trouble with distributed systems“. Netzwerke, die
    Nachrichten verlieren und verzögern, Uhren, die driften, Prozesse, die pausieren, und
    Fencing-Tokens als Ausweg, alles in einem Kapitel. Zu sehen in
    <a data-l10n-name="network-delay">{ lesson-experiment-network-delay }</a>.

## The footer

lesson-footer = fencelab simuliert in ganzen Millisekunden und läuft jedes Mal gleich ab: Dieselben Einstellungen ergeben dieselben Ereignisse. Alles auf dieser Seite wird in deinem Browser berechnet; nichts wird irgendwohin gesendet, außer dass in einer Lernplattform dein Quiz-Ergebnis und die gemeisterten Herausforderungen an diese Plattform gehen.
lesson-footer-licence = Den Code darfst du unter der MIT- oder der Apache-2.0-Lizenz frei nutzen. Die Texte der Lektion, des Quiz und der Experimente darfst du unter denselben Bedingungen in deinem eigenen Kurs wiederverwenden; nenne sie als „fencelab, MIT OR Apache-2.0“.
