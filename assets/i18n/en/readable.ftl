# Readable everywhere: pastes, panels, words (issue 11).
problems-more = { $count ->
    [one] +1 more
   *[other] +{ $count } more
}
