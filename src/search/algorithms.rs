//! The one table of algorithms. Each is declared once, by a row of [`algorithms!`]: its name in
//! configurations, its type, in its doc line what it is, the settings that only it (or only a
//! few algorithms) takes, and whether it searches games whose positions repeat. The
//! [`Algorithm`] enum, its list and names, the factory that builds a search of any game, and
//! which algorithms each setting applies to (`config::settings`) all derive from the table. A new
//! algorithm is its file, implementing [`DagAlgorithm`] (how it is built from a configuration,
//! how one iteration goes), plus one row here.

use super::setup::Setup;
use super::skeleton::DagAlgorithm;
use super::solver::Solver;
use crate::game::Game;

/// Builds a search of a game of type `G` from its setup ([`Algorithm::builder`]).
pub type Build<G> = fn(Setup<G>) -> Box<dyn Solver>;

/// Writes [`Algorithm`] and its factory from the rows `Variant = "name" => module::Type`, the
/// module in `src/search/`.
macro_rules! algorithms {
    ($($(#[doc = $doc:literal])* $variant:ident = $name:literal => $module:ident::$search:ident {
        takes: [$($key:literal),*], $(cyclic: $cyclic:literal,)?
    },)*) => {
        crate::named! {
            /// Which search algorithm runs: one per row of the table.
            pub enum Algorithm {
                $($(#[doc = $doc])* $variant = $name,)*
            }
        }

        impl Algorithm {
            /// The keys of the settings (`options`, `params`) that this algorithm takes and
            /// some other does not. A setting that no algorithm names here applies to all.
            pub fn takes(self) -> &'static [&'static str] {
                match self {
                    $(Algorithm::$variant => &[$($key),*],)*
                }
            }

            /// Whether it searches games whose positions repeat (the others refuse them).
            pub fn cyclic(self) -> bool {
                match self {
                    $(Algorithm::$variant => false $(|| $cyclic)?,)*
                }
            }


            /// This algorithm's builder of searches of `game`, or why it cannot search it: an
            /// algorithm for acyclic graphs refuses a game whose positions repeat.
            pub fn builder<G: Game + 'static>(self, game: &G) -> Result<Build<G>, String> {
                match self {
                    $(Algorithm::$variant => {
                        debug_assert_eq!(<super::$module::$search<G> as DagAlgorithm>::CYCLIC, self.cyclic());
                        if !self.cyclic() {
                            crate::game::refuse_cyclic(game, &format!("the algorithm {}", self.name()))?;
                        }
                        Ok(|setup| Box::new(<super::$module::$search<G> as DagAlgorithm>::build(setup)))
                    })*
                }
            }
        }
    };
}

algorithms! {
    /// Best-first PN-search (Allis; thesis Tables 2.1–2.5).
    Pns = "pns" => pns::Search { takes: ["lazySons"], },
    /// Depth-first PN-search with thresholds (Nagai; thesis 2.2.1).
    Dfpn = "dfpn" => dfpn::Dfpn {
        takes: ["epsilon", "ttSize", "keepSolved", "leavesFirst", "keepShared", "thresholdRule"],
    },
    /// Proof-set search (Müller 2003): proof and disproof sets instead of numbers; small games.
    Pss = "pss" => pss::ProofSetSearch { takes: ["maxSetSize"], },
    /// PN² (Allis): each new leaf is evaluated by a bounded second-level PN-search.
    Pn2 = "pn2" => pn2::Pn2 { takes: ["pn2Limit", "pn2Fraction"], },
    /// PN-search on a directed cyclic graph: values are the positions' own, never a path's;
    /// the default for games whose positions repeat.
    Dcg = "dcg" => dcg::Dcg { takes: ["repetition"], cyclic: true, },
}

impl Algorithm {
    /// What a game whose positions repeat runs when the configuration names no algorithm: the
    /// table's first that searches such games.
    pub fn for_cyclic_games() -> Option<Algorithm> {
        Algorithm::ALL.into_iter().find(|a| a.cyclic())
    }
}

#[cfg(test)]
mod tests {
    use super::Algorithm;
    use crate::search::trace::Extras;

    #[test]
    fn every_extras_tag_names_an_algorithm() {
        for extras in [Extras::dfpn(), Extras::pn2()] {
            let json = serde_json::to_value(&extras).expect("serialisable");
            let tag = json["algorithm"].as_str().expect("tagged");
            assert!(
                Algorithm::ALL.iter().any(|a| a.name() == tag),
                "{tag} is not in the table of algorithms"
            );
        }
    }
}
