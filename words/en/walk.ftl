### "New here?", the short walk through the default story. Each step moves
### the simulator and quotes what the run says happened, so most steps
### carry $event, the run's own sentence for the event the step is about,
### already in the reader's language.

# Above the step's title: its number and how many steps there are.
walk-count = Step { $number } of { $total }
walk-next = Next
# The last step's Next button, which closes the walk.
walk-finish = Finish
walk-nothing = This run has nothing to show for this step; the settings may have changed it.

walk-granted-title = A takes the lock
# $event is the grant's sentence, such as "A is granted the lock with token 1."
walk-granted-text = Two clients, A and B, both want to change one stored number; a lock is meant to let only one do it at a time. { $event } A lease is a lock lent for a set time, which runs out by itself unless renewed. A fencing token is a number that grows with every grant, so a later holder always carries a bigger one. The ringed bars show A's lease, in A's row and in the lock service's.

walk-paused-title = A freezes
# $event is the sentence on A's pause.
walk-paused-text = { $event } The hatched bar ringed in the chart is the pause. Garbage collection, a swapped-out page or a stalled virtual machine can all do this to any program.

walk-expired-title = The lease runs out
# $event is the sentence on the lease running out.
walk-expired-text = { $event } The dashed line across the chart marks it. Expiry is what keeps a crashed holder from blocking everyone, and here it hands the lock on while A is still alive.

walk-b-writes-title = B takes over and writes
# $event is the sentence on B's write.
walk-b-writes-text = { $event } So far all is well: B held a live lease when it wrote.

walk-a-writes-title = A wakes and writes anyway
# $event is the sentence on A's late write, $holds the run's sentence on
# what the storage holds and should hold.
walk-a-writes-text = { $event } The ringed mark on the chart is that moment: A's old write lands on top of B's. { $holds } A never knew it had lost the lock.

walk-fencing-title = Switch on fencing tokens
# $event is the sentence on A's late write, now with fencing; $holds the
# run's sentence on what the storage holds; $switch the fencing switch's
# label in the settings.
walk-fencing-text = The storage now remembers the highest token it has accepted. { $event } The ringed mark on the chart is that refused write. { $holds } The switch "{ $switch }" is on in the settings.

walk-your-turn-title = Your turn
# $pause is the label of the pause's slider in the settings.
walk-your-turn-text = Fencing is off again, as the story began. Press { walk-finish } and drag "{ $pause }", ringed in the settings, below the time A has left on its lease: the run turns safe with or without fencing. That only shows this pause was short, not that the system is safe. Then open the experiments below, each one a different way the scheme breaks.
