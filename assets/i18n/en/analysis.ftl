# The editor's analysis panel: its keys and its own words (the engine's troubles are in engine.ftl).
engine-wdl = win { $win }% · draw { $draw }% · loss { $loss }% (to move)
key-analysis = analysis panel: open or close (the engine follows the board)
key-analysis-pause = analysis: pause or go on; after the engine stopped, start it again
key-analysis-threat = analysis: threat mode (what the other side threatens), or back
key-analysis-lines = analysis: one line more (1 to 5)
engine-analysing = analysing…
# The panel names the first problem only: the Problems panel lists them all.
engine-panel-invalid = not analysed while the position is invalid: { $first }{ $more ->
    [0] {""}
   *[other] {" "}(+{ $more } under Problems)
}
