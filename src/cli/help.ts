/** Help texts of the `strategos` command and its subcommands. */
export const HELP: Readonly<Record<string, string>> = {
  main: `strategos — simulate, replay and check historical wargames played by their rules

Usage: strategos <command> [options]

Commands:
  simulate   play many games between agents and summarise them
  merge      combine the --json outputs of shards into the unsplit result
  replay     replay a saved game log, narrate it, report the first illegal command
  odds       exact odds of a combat, from a short description or a scenario file
  validate   check a scenario or data file and print every error with its path
  schema     the JSON Schema of a ruleset's scenario, options or command files
  rulesets   list the rulesets of this build with their agents, scenarios and data files
  demo       the first run: 100 games greedy vs random, a summary and one battle told briefly

Results go to stdout; progress and messages to stderr. Exit codes: 0 ok, 1 failure (bad file,
illegal command), 2 bad arguments. Run \`strategos <command> --help\` for a command's options.
`,
  simulate: `Usage: strategos simulate [options]

  --ruleset <id>           a ruleset of this build (default: the first that has landed)
  --ruleset-module <file>  a plug-in ruleset: a JS module exporting a RulesetKit
  --ruleset-export <name>  the export to use from --ruleset-module (default: default)
  --scenario <file>        a scenario JSON file (default: the ruleset's bundled default)
  --bundled <name>         one of the ruleset's bundled scenarios
  --options <file>         ruleset options as JSON
  --games <n>              games to play (default 1000)
  --seed <text>            the run seed (default "strategos"); game i's seed is <seed>/game/<i>
  --agents <a,b>           agents by side in the ruleset's player order (default greedy,random
                           when the ruleset has a greedy agent, else random)
  --rotate                 swap sides game by game so each agent plays each side equally
  --workers <n|auto>       threads, this one included (default 1; auto: one per core);
                           results do not depend on it
  --shard <i/n>            play only shard i of n; combine the --json outputs with merge
  --max-plies <n>          stop a game after n commands and record it unfinished
  --batch-size <n>         games per worker task (default: what is left / (4 × threads),
                           at most 50); results do not depend on it
  --json | --csv           the full document as JSON, or one CSV row per game
  --log <file>             also write the game log of --log-game (default: the first game)
  --log-game <i>           which game to log
  --progress | --quiet     force the progress bar on stderr, or silence it
`,
  merge: `Usage: strategos merge <shard.json>... [--json | --csv]

Combines the --json outputs of \`simulate --shard i/n\` (in any order) into the result of the
unsplit run: the same records, summary and hash. Refuses missing, repeated or foreign shards.
`,
  replay: `Usage: strategos replay <log.json> [--ruleset-module <file>] [--json]

Replays a game log written by \`simulate --log\`, prints the narrated battle with citations and
the outcome, and reports the first command that does not decode or is refused (exit 1).
`,
  odds: `Usage: strategos odds [--ruleset <id>] <description...>
       strategos odds [--ruleset <id>] --scenario <file> <pieces...>

Exact odds of a combat from the ruleset's odds calculator; each ruleset documents its
description (see \`strategos rulesets\`). With --scenario, the combat is read from the
situation the file sets up (for DBA a scenario with a \`position\`: elements placed on the table)
between the pieces named, e.g. \`strategos odds --ruleset dba --scenario pos.json a-bw b-sp\`;
add \`shooting\` for the second shot by the first.
`,
  validate: `Usage: strategos validate <file> [--kind scenario|state|<data kind>] [--ruleset <id>]

Checks a scenario (decoded and set up), a saved state (decoded and checked playable) or a data
file of the kinds the ruleset lists, and prints every problem with its path. Exit 1 when there
is any.
`,
  schema: `Usage: strategos schema [--kind scenario|options|command] [--ruleset <id>]

Prints the JSON Schema (draft 2020-12) of the ruleset's scenario, options or command files,
generated from the codecs that decode them. Point an editor at it to check a file as it is
typed; rules that need the whole file (placements on the table, one general...) are checked by
\`validate\`.
`,
  rulesets: `Usage: strategos rulesets [--ruleset-module <file>]

Lists the rulesets of this build with their agents, bundled scenarios, data-file kinds and odds.
`,
  demo: `Usage: strategos demo [--games <n>] [--workers <n|auto>] [--seed <text>] [ruleset options]

Simulates the default ruleset's default scenario (100 games unless --games says otherwise),
greedy against random with sides rotating, prints the summary and tells one sample battle
briefly (its opening and its end). \`npm start\` runs this.
`,
};
