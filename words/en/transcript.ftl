## The transcript `fencelab run` prints, and the Markdown page saved from a
## run: its headings and its outcome lines.

# The verdict as the transcript's outcome line shouts it; $verdict is the
# verdict's name: safe, refused, duplicate, stuck, half_done, escaped,
# applied_twice or lost.
transcript-outcome = Outcome: { $verdict ->
    [refused] safe: stale write refused
    [duplicate] safe: duplicate work only
    [stuck] NOT SAFE: stuck, the rightful holder refused
    [half_done] NOT SAFE: update half done
    [escaped] NOT SAFE: side effect escaped
    [applied_twice] NOT SAFE: write applied twice
    [lost] NOT SAFE: update lost
   *[safe] safe
}

# One resource at the end: $holds is its final value, $expected what it
# should hold; $guard what checks its writes: proxy (a fencing proxy checks
# tokens), fencing (it checks tokens), versions, or none.
transcript-resource = { $resource } ({ $guard ->
    [proxy] a fencing proxy checks { $story ->
        [election] terms
       *[lock] tokens
    }
    [fencing] checks { $story ->
        [election] terms
       *[lock] tokens
    }
    [versions] checks versions
   *[none] does not check { $story ->
        [election] terms
       *[lock] tokens
    }
}): final { $holds }, expected { $expected }

# $accepted and $refused count the stale writes.
transcript-stale = stale writes accepted: { $accepted }, refused: { $refused }
# $count updates that counted and that no resource's final value carries.
transcript-lost = updates lost: { $count }
transcript-holder-refused = writes refused from rightful holders: { $count }
transcript-half-done = updates left half done: { $count }
# $count writes sent again after their answer was lost and applied once more.
transcript-applied-twice = writes applied twice: { $count }
# $count side effects, $late of them with no live lease.
transcript-effects = side effects: { $count }, with no live { $story ->
    [election] election timeout
   *[lock] lease
}: { $late }

## The Markdown page.

# $settings is the settings line, `id=value ...`, written as code.
transcript-markdown-settings = Settings: `{ $settings }`
transcript-markdown-outcome = Outcome
transcript-markdown-transcript = Transcript
transcript-markdown-link = Open this run in fencelab:
