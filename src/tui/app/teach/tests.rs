//! Teaching actions in App::update.
