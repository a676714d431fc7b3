# 按名称查找局面（`fen-tui library 名称`、编辑器中局面库的筛选）。

library-several = “{ $name }”对应多个局面：{ $entries }；请给出其中一个 id
library-did-you-mean = 您是不是要找 { $id }（{ $entry }）？
library-browser-none-did-you-mean = 局面库中没有与“{ $filter }”相符的局面。您是不是要找“{ $entry }”？
