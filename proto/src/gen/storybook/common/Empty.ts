// Original file: proto/storybook/common.proto


export interface Empty {
}

export interface Empty__Output {
}
