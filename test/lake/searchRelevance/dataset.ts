// The fixed dataset of the relevance test set: blog posts, authors and categories whose titles,
// excerpts, descriptions and bodies overlap on purpose ("garden" is in many bodies, one title).
import type {ContentDocument} from '../../../src/types'

const post = (id: string, title: string, excerpt = '', body = '', updated = '2024-01-01'): ContentDocument =>
  ({
    _id: id,
    _type: 'post',
    _rev: 'r',
    _createdAt: '2024-01-01T00:00:00Z',
    _updatedAt: `${updated}T00:00:00Z`,
    title,
    excerpt,
    body,
  }) as ContentDocument
const author = (id: string, name: string, bio = ''): ContentDocument =>
  ({
    _id: id,
    _type: 'author',
    _rev: 'r',
    _createdAt: '2024-01-01T00:00:00Z',
    _updatedAt: '2024-01-01T00:00:00Z',
    name,
    bio,
  }) as ContentDocument
const category = (id: string, title: string, description = ''): ContentDocument =>
  ({
    _id: id,
    _type: 'category',
    _rev: 'r',
    _createdAt: '2024-01-01T00:00:00Z',
    _updatedAt: '2024-01-01T00:00:00Z',
    title,
    description,
  }) as ContentDocument

/** The documents, newest edits last so recency never decides a case by itself. */
export const RELEVANCE_DOCUMENTS: ContentDocument[] = [
  post('garden', 'Garden', 'A short note', 'Notes on a garden shed', '2023-01-01'),
  post('gardening', 'Gardening for beginners', 'Start small', 'Soil, seeds and a garden plan', '2023-02-01'),
  post(
    'salad',
    'Summer salad',
    'From the garden to the table',
    'Pick garden greens and garden herbs early in the garden',
    '2024-06-01',
  ),
  post(
    'herbs',
    'Growing herbs indoors',
    'Basil and mint on a windowsill',
    'Herbs need light; a garden is not required',
    '2024-05-01',
  ),
  post('compost', 'Compost basics', 'Turn waste into soil', 'Compost feeds the garden', '2024-04-01'),
  post('bread', 'Sourdough bread', 'A starter, flour and time', 'Bread baking at home with a sourdough starter'),
  post('bread2', 'Quick bread recipes', 'No yeast needed', 'Soda bread and banana bread'),
  post('pasta', 'Fresh pasta by hand', 'Eggs and flour', 'Roll pasta thin; sourdough discard works too'),
  post('pizza', 'Neapolitan pizza', 'High heat, short bake', 'A pizza stone and a pizza peel'),
  post('coffee', 'Coffee brewing guide', 'Pour over, French press, espresso', 'Grind coffee fresh'),
  post('espresso', 'Espresso', 'Pulling a shot', 'Espresso needs fine coffee grounds'),
  post('tea', 'Green tea', 'Steep at 80 degrees', 'Tea leaves and water temperature'),
  post('travel-norway', 'Travel in Norway', 'Fjords and mountains', 'Bergen, Oslo and the coast'),
  post('travel-japan', 'Travel in Japan', 'Temples and trains', 'Kyoto, Tokyo and Osaka by rail'),
  post('oslo', 'A weekend in Oslo', 'Museums and food', 'Oslo opera house and the fjord'),
  post('trains', 'Night trains of Europe', 'Sleepers and routes', 'Travel by rail at night'),
  post('hiking', 'Hiking boots', 'Choosing a pair', 'Boots for mountains and trails'),
  post('running', 'Running a first marathon', 'Training plan', 'Long runs and recovery'),
  post('cycling', 'Cycling to work', 'Commuting by bike', 'Bike lanes and rain gear'),
  post('yoga', 'Yoga for runners', 'Stretching after a run', 'Hamstrings and hips'),
  post('typescript', 'TypeScript generics', 'Type parameters explained', 'Generic functions and constraints'),
  post('react', 'React hooks in depth', 'useEffect and friends', 'Hooks, state and effects'),
  post('sqlite', 'SQLite full text search', 'FTS5 for apps', 'Ranking with bm25 and prefix indexes'),
  post('search', 'Designing search', 'Relevance and ranking', 'Search results users trust; full text search basics'),
  post('groq', 'GROQ queries', 'Filters and projections', 'Query content with GROQ'),
  post('photo', 'Photography at night', 'Long exposure', 'A tripod and a night sky'),
  post('camera', 'Choosing a camera', 'Mirrorless or DSLR', 'Photography gear for travel'),
  post('birds', 'Birds of the garden', 'Robins and blackbirds', 'Feeders in the garden'),
  post('winter', 'Winter garden care', 'Protect the roots', 'Mulch the garden before frost'),
  post('tomatoes', 'Tomatoes in pots', 'Balcony growing', 'Tomato plants need sun'),
  author('ada', 'Ada Lovelace', 'Writes about coffee and computing'),
  author('grace', 'Grace Hopper', 'Writes about compilers'),
  author('alan', 'Alan Turing', 'Writes about running and machines'),
  category('cat-garden', 'Garden', 'Posts about gardens and growing'),
  category('cat-food', 'Food', 'Recipes: bread, pasta and salad'),
  category('cat-travel', 'Travel', 'Trips and trains'),
]

/**
 * The relevance cases: a query, the document that must come first, and the documents that
 * must be among the first five.
 */
export interface RelevanceCase {
  query: string
  first: string
  top5?: string[]
}

export const RELEVANCE_CASES: RelevanceCase[] = [
  {query: 'garden', first: 'garden', top5: ['cat-garden', 'gardening']},
  {query: 'gardening', first: 'gardening'},
  {query: 'gard', first: 'garden', top5: ['gardening']},
  {query: 'gardening for beginners', first: 'gardening'},
  {query: 'summer salad', first: 'salad'},
  {query: 'salad', first: 'salad', top5: ['cat-food']},
  {query: 'herbs', first: 'herbs', top5: ['salad']},
  {query: 'compost', first: 'compost'},
  {query: 'sourdough', first: 'bread', top5: ['pasta']},
  {query: 'sourdough bread', first: 'bread'},
  {query: 'bread', first: 'bread2', top5: ['bread', 'cat-food']},
  {query: 'pasta', first: 'pasta'},
  {query: 'pizza', first: 'pizza'},
  {query: 'coffee', first: 'coffee', top5: ['espresso', 'ada']},
  {query: 'espresso', first: 'espresso', top5: ['coffee']},
  {query: 'green tea', first: 'tea'},
  {query: 'travel norway', first: 'travel-norway'},
  {query: 'travel in japan', first: 'travel-japan'},
  {query: 'oslo', first: 'oslo', top5: ['travel-norway']},
  {query: 'night trains', first: 'trains'},
  {query: 'hiking', first: 'hiking'},
  {query: 'marathon', first: 'running'},
  {query: 'cycling', first: 'cycling'},
  {query: 'yoga', first: 'yoga'},
  {query: 'typescript', first: 'typescript'},
  {query: 'react hooks', first: 'react'},
  {query: 'full text search', first: 'sqlite', top5: ['search']},
  {query: 'designing search', first: 'search'},
  {query: 'groq', first: 'groq'},
  {query: 'photography', first: 'photo', top5: ['camera']},
  {query: 'birds', first: 'birds'},
  {query: 'winter garden', first: 'winter'},
  {query: 'tomatoes', first: 'tomatoes'},
  {query: 'ada lovelace', first: 'ada'},
  {query: 'grace', first: 'grace'},
  {query: 'travel', first: 'cat-travel', top5: ['travel-norway', 'travel-japan']},
]

/** The weights the studio sends: preview title 10, subtitle 5, description 1.5, other text 1. */
export const RELEVANCE_TYPES = [
  {
    name: 'post',
    paths: [
      {path: 'title', weight: 10},
      {path: 'excerpt', weight: 5},
      {path: 'body', weight: 1},
    ],
  },
  {
    name: 'author',
    paths: [
      {path: 'name', weight: 10},
      {path: 'bio', weight: 1.5},
    ],
  },
  {
    name: 'category',
    paths: [
      {path: 'title', weight: 10},
      {path: 'description', weight: 1.5},
    ],
  },
]
