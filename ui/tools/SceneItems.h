#pragma once

#include <QGraphicsScene>
#include <QPointer>

namespace adjutant::ui {

/// The tool's own item in the scene, made (again) when it has none there: a
/// new game rebuilds the table and deletes every item in it.
template <class Item>
Item* ensureItemIn(QGraphicsScene& scene, QPointer<Item>& item) {
    if (!item || item->scene() != &scene) {
        delete item.data();  // one left in another scene, or in none
        item = new Item();
        scene.addItem(item);
    }
    return item;
}

}  // namespace adjutant::ui
