//! One module per game; nothing else lives here.
pub mod any;
pub mod clique;
pub mod clobber;
pub mod connect4;
pub mod hexapawn;
pub mod positional;
pub mod registry;
pub mod tictactoe;
