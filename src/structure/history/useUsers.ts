import {useEffect, useState} from 'react'
import type {ChangeAuthor} from '../changes/ChangeListContext'
import {useDocumentServices} from '../services/useDocumentServices'

const NO_USERS: ReadonlyMap<string, ChangeAuthor> = new Map()

/**
 * The names and pictures of user ids (the authors of history and changes), fetched in one
 * batched call whenever the set of ids changes; ids not known yet (or unknown to the server)
 * are missing from the map.
 */
export function useUsers(ids: readonly string[]): ReadonlyMap<string, ChangeAuthor> {
  const {client} = useDocumentServices()
  const key = [...new Set(ids)].sort().join(',')
  const [users, setUsers] = useState(NO_USERS)
  useEffect(() => {
    if (key === '') return
    let cancelled = false
    client.users.getByIds(key.split(',')).then(
      (profiles) => {
        if (cancelled) return
        const next = new Map<string, ChangeAuthor>()
        for (const profile of profiles) {
          if (!profile) continue
          next.set(profile.id, {
            displayName: profile.displayName || profile.name,
            ...(profile.imageUrl ? {imageUrl: profile.imageUrl} : {}),
          })
        }
        setUsers(next)
      },
      // Avatars without names are better than no change list: unknown users read 'Unknown user'.
      () => {},
    )
    return () => {
      cancelled = true
    }
  }, [client, key])
  return users
}
