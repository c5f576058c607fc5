import {useState} from 'react'
import type {CurrentUser} from '../config'

/**
 * The same user object for as long as the user's details stay the same: every session check
 * brings a new object, and configuration is resolved again only when something in it changed.
 */
export function useStableUser(user: CurrentUser): CurrentUser {
  const [stable, setStable] = useState({user, json: JSON.stringify(user)})
  const json = JSON.stringify(user)
  // Updating state while rendering re-renders at once, before children see the old user.
  if (stable.json !== json) {
    const next = {user, json}
    setStable(next)
    return next.user
  }
  return stable.user
}
