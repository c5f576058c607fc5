import type {Path} from '../types'
/** `[...path, segment]`, without the spread's iterator (this runs for every value). */
export function childPath(path: Path, segment: Path[number]): Path {
  const child = new Array<Path[number]>(path.length + 1)
  for (let index = 0; index < path.length; index++) child[index] = path[index] as Path[number]
  child[path.length] = segment
  return child
}
