// Shared test setup. Kept deliberately small: tests build their own fixtures.
export {}
