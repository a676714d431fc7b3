# Readable everywhere: pastes, panels, words (issue 11).
problems-more = { $count ->
    [one] +1 more
   *[other] +{ $count } more
}
pasted-problem = Pasted text, column { $column }: { $message }
