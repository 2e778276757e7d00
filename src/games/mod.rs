//! One module per game, the list of them, and what serves every game: its parameters
//! (`params`), the registry that finds it by name, and the browser's one game type (`any`).
pub mod any;
pub mod packed;
pub mod params;
pub mod registry;

/// The one list of games, one line each, in the order the page and `--help` list them: the
/// game's module in `src/games/` and its type, which is also its variant in [`any::AnyGame`].
/// `[widened]` marks a game with a wider representation for large parameters
/// ([`params::Widened`]). The modules are declared from this list too.
///
/// `with_games!(then)` expands to `then! { Name: Type, … }`, and `with_games!(then (args))`
/// to `then! { (args) Name: Type, … }`: the registry, `AnyGame` and the all-games tests each
/// expand the list with a macro of their own, so none of them names a game.
#[macro_export]
macro_rules! with_games {
    ($($then:tt)+) => {
        $crate::games_listed! { ($($then)+)
            clique::Clique [widened],
            tictactoe::TicTacToe,
            hexapawn::Hexapawn,
            connect4::Connect4,
            clobber::Clobber,
            morris::Morris,
            positional::Positional,
        }
    };
}

/// [`with_games!`]'s expansion: the list handed to a consumer as `Name: Type` lines, or, for
/// `@modules`, one `pub mod` per game.
#[doc(hidden)]
#[macro_export]
macro_rules! games_listed {
    ((@modules) $($module:ident::$game:ident $([$how:ident])?),* $(,)?) => {
        $(pub mod $module;)*
    };
    (($then:ident $($args:tt)?) $($module:ident::$game:ident $([$how:ident])?),* $(,)?) => {
        $then! {
            $($args)?
            $($game: $crate::games::$module::$game $([$how])?,)*
        }
    };
}

crate::with_games!(@modules);
