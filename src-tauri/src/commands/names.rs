/// Every command the UI may call, by its Tauri name. `build.rs` turns each into an
/// `allow-<name in kebab case>` permission, and `capabilities/default.json` must grant
/// exactly these (a test checks it), so a command missing here cannot be called at all.
pub const COMMANDS: &[&str] = &[
    "app_info",
    "runewars_catalog",
    "check_list",
    "eligible_upgrades",
    "lists_all",
    "list_open",
    "list_save",
    "list_rename",
    "list_duplicate",
    "list_delete",
    "list_history",
    "list_restore",
    "list_import_file",
    "list_export_file",
    "list_print_preview",
    "list_print_save",
    "list_text",
    "collection_get",
    "collection_set",
    "box_save",
    "can_field_all",
    "settings_get",
    "settings_set",
];
