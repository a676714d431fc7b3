# How a list of squares or moves is joined in a sentence ("e1, g4").
list-separator = {", "}
