import InkDocument

/// A failed save of the preferences (the old file, if any, is unchanged).
public typealias PreferencesSaveError = FileSaveError
