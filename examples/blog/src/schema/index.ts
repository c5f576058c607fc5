// The blog's schema: posts, authors, categories, the site settings singleton and a kitchen
// sink with a field of every type.
import {author} from './author'
import {blockContent} from './blockContent'
import {category} from './category'
import {kitchenSink} from './kitchenSink'
import {post} from './post'
import {settings} from './settings'

export {SETTINGS_ID} from './settings'

/** Every type of the blog, in the order the studio lists them. */
export const schemaTypes = [post, author, category, settings, kitchenSink, blockContent]
