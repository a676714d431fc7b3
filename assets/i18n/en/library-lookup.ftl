# Looking a position up by name (`fen-tui library NAME`, the library browser's filter).

library-several = “{ $name }” names more than one position: { $entries }; give one of these ids
library-did-you-mean = did you mean { $id } ({ $entry })?
library-browser-none-did-you-mean = Nothing in the library matches “{ $filter }”. Did you mean “{ $entry }”?
