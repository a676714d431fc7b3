# The engine control overlay (Alt-O): the analysis panel's engine, threads,
# hash and how far each search goes.
engine-control-title = Engine
engine-control-help-section = Engine control
engine-control-key-open = engine control: the engine, threads, hash, how far to search
engine-control-key-change = change the setting
engine-control-key-apply = apply now to the analysis and remember in config.toml
engine-control-hint-apply = apply
engine-control-key-close = close, nothing changed
engine-control-engine = Engine
engine-control-threads = Threads
engine-control-hash = Hash
engine-control-target = Search
engine-control-first-found = the first found: { $name }
engine-control-none-found = none found (install stockfish or fairy-stockfish)
engine-control-default = the engine's own
engine-control-megabytes = { $mb } MB
engine-control-infinite = until stopped (go infinite)
engine-control-depth = to depth { $depth }
engine-control-nodes = { $nodes } nodes
