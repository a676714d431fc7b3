# 句中列举几个格子或着法时用的分隔符（“e1、g4”）。
list-separator = 、
