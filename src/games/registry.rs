//! The games by name. Config, the CLI, the browser, experiments and compare all reach a game
//! through here, and the page builds its settings form and URL from [`infos`]. The list itself
//! is [`with_games!`](crate::with_games) in `games/mod.rs`; a consumer hands [`with_game`] a
//! [`Visit`] and gets the typed game, made from checked parameters.

use super::any::{engine, ForEngine};
use super::params::Registered;
#[cfg(not(target_arch = "wasm32"))]
use super::params::Widened;
use crate::game::{Board, Game};
use crate::json::Map;

pub use super::params::{GameInfo, Param, ParamKind, Params};

/// What a consumer does with a game once the registry has made it: build a solve, an analyst,
/// check a proof. Natively each game arrives as its own type (the algorithms specialised per
/// game); in the wasm build every game arrives as one [`AnyGame`](super::any::AnyGame).
pub trait Visit {
    /// What the visit gives back.
    type Output;
    /// Does the work with the game.
    fn visit<G: Game + 'static>(self, game: G) -> Self::Output;
}

/// `v` visits the game called `name`, made from `p` (checked by [`params`]).
pub fn with_game<V: Visit>(name: &str, p: &Params, v: V) -> Result<V::Output, String> {
    macro_rules! open_listed {
        (($name:expr, $p:expr, $v:expr) $($variant:ident: $game:ty $([$how:ident])?),* $(,)?) => {{
            let mut listed = catalogue().iter();
            $(if listed.next().is_some_and(|i| i.name == $name) {
                return open_listed!(@open $game $([$how])?, $p, $v);
            })*
        }};
        (@open $game:ty, $p:expr, $v:expr) => { open::<$game, V>($p, $v) };
        (@open $game:ty [widened], $p:expr, $v:expr) => { open_widened::<$game, V>($p, $v) };
    }
    crate::with_games!(open_listed(name, p, v));
    Err(unknown(name))
}

/// The game `G` made from `p`, as the algorithms get it ([`engine`]), visited by `v`.
fn open<G: Registered + ForEngine, V: Visit>(p: &Params, v: V) -> Result<V::Output, String> {
    Ok(v.visit(engine(G::from_params(p)?)))
}

/// A [`Widened`] game in the representation the parameters need.
#[cfg(not(target_arch = "wasm32"))]
fn open_widened<G: Widened, V: Visit>(p: &Params, v: V) -> Result<V::Output, String> {
    if G::needs_wide(p) {
        open::<G::Wide, V>(p, v)
    } else {
        open::<G, V>(p, v)
    }
}

/// The browser's build keeps every game to its narrow representation.
#[cfg(target_arch = "wasm32")]
fn open_widened<G: Registered + ForEngine, V: Visit>(
    p: &Params,
    v: V,
) -> Result<V::Output, String> {
    open::<G, V>(p, v)
}

/// The board a game with these parameters is drawn on.
pub fn board(game: &str, p: &Params) -> Result<Board, String> {
    struct Shape;
    impl Visit for Shape {
        type Output = Board;
        fn visit<G: Game + 'static>(self, game: G) -> Board {
            game.board()
        }
    }
    with_game(game, p, Shape)
}

/// Whether the game called `name`, at its default parameters, has positions that repeat
/// ([`crate::Rules::cyclic`]); false for an unknown name.
pub fn cyclic(name: &str) -> bool {
    params(name, &Map::new(), &[]).is_ok_and(|p| cyclic_with(name, &p).unwrap_or(false))
}

/// Whether the game called `name` with the parameters `p` has positions that repeat.
pub fn cyclic_with(name: &str, p: &Params) -> Result<bool, String> {
    struct Cyclic;
    impl Visit for Cyclic {
        type Output = bool;
        fn visit<G: Game + 'static>(self, game: G) -> bool {
            game.cyclic()
        }
    }
    with_game(name, p, Cyclic)
}

/// Whether the game called `name`, at its default parameters, may end in a draw from its start
/// ([`crate::Rules::value_can_be`]); true for an unknown name (nothing promised).
pub fn draw_possible(name: &str) -> bool {
    struct Draws;
    impl Visit for Draws {
        type Output = bool;
        fn visit<G: Game + 'static>(self, game: G) -> bool {
            game.value_can_be(&game.initial(), crate::game::Outcome::Draw)
        }
    }
    params(name, &Map::new(), &[]).map_or(true, |p| with_game(name, &p, Draws).unwrap_or(true))
}

/// Every game's name and parameters, in the list's order, made once.
fn catalogue() -> &'static [GameInfo] {
    static CATALOGUE: std::sync::OnceLock<Vec<GameInfo>> = std::sync::OnceLock::new();
    CATALOGUE.get_or_init(read_catalogue)
}

fn read_catalogue() -> Vec<GameInfo> {
    macro_rules! infos {
        ($($variant:ident: $game:ty $([$how:ident])?),* $(,)?) => {
            vec![$(<$game as Registered>::info()),*]
        };
    }
    crate::with_games!(infos)
}

/// The names of every game, for messages.
pub fn names() -> Vec<&'static str> {
    catalogue().iter().map(|i| i.name).collect()
}

/// The name and parameters of the game called `name`.
pub fn info(name: &str) -> Option<&'static GameInfo> {
    catalogue().iter().find(|i| i.name == name)
}

/// The name and parameters of the game called `name`, or an error listing the games.
fn find(name: &str) -> Result<&'static GameInfo, String> {
    info(name).ok_or_else(|| unknown(name))
}

fn unknown(name: &str) -> String {
    format!(
        "unknown game \"{name}\": allowed are {}",
        names().join(", ")
    )
}

/// Checks `given` against the game's parameters ([`GameInfo::read`]).
pub fn params(game: &str, given: &Map, others: &[&str]) -> Result<Params, String> {
    find(game)?.read(given, others)
}

/// Every game's name and parameters, for the page's settings form.
pub fn infos() -> Vec<GameInfo> {
    catalogue().to_vec()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The catalogue is made once, in the list's order, one entry per game, each found by its
    /// own name.
    #[test]
    fn info_finds_each_game_s_own_info_made_once() {
        let all = infos();
        for i in &all {
            let found = info(i.name).expect("a listed game");
            assert_eq!(found, i);
            assert!(std::ptr::eq(found, info(i.name).expect("again")));
            assert_eq!(
                all.iter().filter(|j| j.name == i.name).count(),
                1,
                "{}",
                i.name
            );
        }
        macro_rules! count {
            ($($variant:ident: $game:ty $([$how:ident])?),* $(,)?) => {
                [$(stringify!($variant)),*].len()
            };
        }
        assert_eq!(all.len(), crate::with_games!(count));
        assert_eq!(info("chess"), None);
        let e = find("chess").expect_err("no such game");
        assert!(e.starts_with("unknown game \"chess\": allowed are "), "{e}");
        assert!(all.iter().all(|i| e.contains(i.name)), "{e}");
    }

    /// A game whose rules promise no draw is known as one; a game that may draw, or a name
    /// that is none, promises nothing.
    #[test]
    fn draw_possible_follows_the_rules_promise() {
        assert!(!draw_possible("hexapawn"));
        assert!(!draw_possible("clobber"));
        assert!(draw_possible("clique"));
        assert!(draw_possible("tictactoe"));
        assert!(draw_possible("chess"));
        let schema = crate::config::schema();
        assert!(
            schema.no_draws.contains(&"hexapawn"),
            "{:?}",
            schema.no_draws
        );
        assert!(
            !schema.no_draws.contains(&"clique"),
            "{:?}",
            schema.no_draws
        );
    }

    /// [`with_game`] hands each name the game of that name, with the parameters given.
    #[test]
    fn with_game_visits_the_game_named() {
        struct Name;
        impl Visit for Name {
            type Output = String;
            fn visit<G: Game + 'static>(self, game: G) -> String {
                game.name()
            }
        }
        for i in infos() {
            let p = params(i.name, &Map::new(), &[]).expect("the defaults are valid");
            let name = with_game(i.name, &p, Name).expect("made from its defaults");
            assert!(name.starts_with(i.name), "{} made {name}", i.name);
        }
        let p = params(
            "clique",
            &serde_json::from_str(r#"{"n": 6, "k": 4}"#).unwrap(),
            &[],
        );
        assert_eq!(
            with_game("clique", &p.unwrap(), Name).unwrap(),
            "clique(6,4)"
        );
        assert!(with_game("chess", &Params::default(), Name).is_err());
    }
}
