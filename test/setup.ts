// Shared test setup. Kept deliberately small: tests build their own fixtures. jest-dom's
// matchers (`toBeVisible`, `toHaveTextContent`, `toHaveAttribute`, …) say what a component
// test expects of an element, where `getBy…` alone only says it exists.
import '@testing-library/jest-dom/vitest'
