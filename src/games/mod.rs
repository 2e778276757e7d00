//! One module per game, the list of them, and what serves every game: its parameters
//! (`params`), the registry that finds it by name, and the browser's one game type (`any`).
pub mod any;
pub mod clique;
pub mod clobber;
pub mod connect4;
pub mod hexapawn;
pub mod morris;
pub mod packed;
pub mod params;
pub mod positional;
pub mod registry;
pub mod tictactoe;

/// The one list of games, one line each, in the order the page and `--help` list them: the
/// game's variant in [`any::AnyGame`] and its type. `[widened]` marks a game with a wider
/// representation for large parameters ([`params::Widened`]).
///
/// `with_games!(then)` expands to `then! { Name: Type, … }`, and `with_games!(then (args))`
/// to `then! { (args) Name: Type, … }`: the registry, `AnyGame` and the all-games tests each
/// expand the list with a macro of their own, so none of them names a game.
#[macro_export]
macro_rules! with_games {
    ($then:ident $($args:tt)?) => {
        $then! {
            $($args)?
            Clique: $crate::games::clique::Clique [widened],
            TicTacToe: $crate::games::tictactoe::TicTacToe,
            Hexapawn: $crate::games::hexapawn::Hexapawn,
            Connect4: $crate::games::connect4::Connect4,
            Clobber: $crate::games::clobber::Clobber,
            Morris: $crate::games::morris::Morris,
            Positional: $crate::games::positional::Positional,
        }
    };
}
