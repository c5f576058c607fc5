// Setup of the DOM tests (happy-dom): `findBy…` and `waitFor` wait up to 5 s rather than
// testing-library's 1 s. A studio renders through a real in-process lake, and on a shared
// 2-core machine under load its first render can take longer than a second. A test that
// fails still fails, only later.
import {configure} from '@testing-library/react'

configure({asyncUtilTimeout: 5000})
