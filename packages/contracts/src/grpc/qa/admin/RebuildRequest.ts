// Original file: proto/admin.proto


export interface RebuildRequest {
}

export interface RebuildRequest__Output {
}
