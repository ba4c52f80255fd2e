/// Everything the menu shows, in one language. Real, natural text for each of the four languages;
/// no brand names of real companies.
public struct MenuContent: Sendable {
  /// One product of the menu.
  public struct Product: Sendable {
    /// The product's name.
    public let name: String
    /// What is in it.
    public let description: String
    /// Its price, with the currency sign.
    public let price: String
    /// The drawing that stands for it.
    public let illustration: Illustration
  }

  /// One category of the menu.
  public struct Category: Sendable {
    /// The category's name.
    public let name: String
    /// The products in it.
    public let products: [Product]
  }

  /// The language the content is in.
  public let language: Language
  /// The menu's categories, in order.
  public let categories: [Category]
  /// The promotions shown in the top panel.
  public let promotions: [String]
  /// The cities the app delivers to.
  public let cities: [String]
  /// The coins the user has, as shown in the top panel.
  public let coins: String
  /// The delivery address.
  public let address: String
  /// The promotion code shown in the top panel.
  public let promoCode: String
  /// The tab bar's titles.
  public let tabs: [String]
  /// The title of the category picker's action sheet.
  public let chooseCategory: String
  /// The title of the sheet's cancel action.
  public let cancel: String
  /// The title of the back button's list of recently viewed products.
  public let recentlyViewed: String
  /// The title of the add-to-cart button.
  public let addToCart: String
  /// The title of the favourite button.
  public let favourite: String
  /// The title of the share button.
  public let share: String
  /// The title of the rating in the action bar.
  public let rating: String

  /// The city the demo shows: the longest of the language's cities, to test the city picker.
  public var city: String { cities.max { $0.count < $1.count } ?? "" }

  /// The menu in `language`.
  public static func forLanguage(_ language: Language) -> MenuContent {
    let names = productNames[language]!
    let descriptions = productDescriptions[language]!
    let categories = categoryNames[language]!.enumerated().map { index, name in
      Category(
        name: name,
        products: (0..<4).map { item in
          let number = index * 4 + item
          return Product(
            name: names[number], description: descriptions[number], price: language.price(prices[number]),
            illustration: Illustration.allCases[index])
        })
    }
    switch language {
    case .english:
      return MenuContent(
        language: language, categories: categories,
        promotions: [
          "Two large pizzas for the price of one every Tuesday",
          "Free dessert with any order over $25 this weekend",
        ],
        cities: ["London", "Newcastle upon Tyne", "Llanfairpwllgwyngyll"], coins: "12 345",
        address: "Deliver to: 12 Garden Street, flat 5", promoCode: "Enter a promo code",
        tabs: ["Menu", "Deals", "Cart", "Profile"], chooseCategory: "Category", cancel: "Cancel",
        recentlyViewed: "Recently viewed", addToCart: "Add to cart", favourite: "Favourite", share: "Share",
        rating: "Rating")
    case .russian:
      return MenuContent(
        language: language, categories: categories,
        promotions: [
          "Две большие пиццы по цене одной каждый вторник",
          "Десерт в подарок к заказу от 1500 ₽ в эти выходные",
        ],
        cities: ["Москва", "Санкт-Петербург", "Петропавловск-Камчатский"], coins: "12 345",
        address: "Доставка: ул. Садовая, д. 12, кв. 5", promoCode: "Ввести промокод",
        tabs: ["Меню", "Акции", "Корзина", "Профиль"], chooseCategory: "Категория", cancel: "Отмена",
        recentlyViewed: "Недавно смотрели", addToCart: "В корзину", favourite: "В избранное",
        share: "Поделиться",
        rating: "Оценка")
    case .hindi:
      return MenuContent(
        language: language, categories: categories,
        promotions: ["हर मंगलवार दो बड़े पिज़्ज़ा एक की कीमत में", "इस सप्ताहांत ₹1000 से ऊपर के हर ऑर्डर पर मिठाई मुफ़्त"],
        cities: ["दिल्ली", "विशाखापत्तनम", "तिरुवनंतपुरम"], coins: "12 345",
        address: "डिलीवरी: 12 गार्डन स्ट्रीट, फ़्लैट 5", promoCode: "प्रोमो कोड डालें",
        tabs: ["मेन्यू", "ऑफ़र", "कार्ट", "प्रोफ़ाइल"], chooseCategory: "श्रेणी", cancel: "रद्द करें",
        recentlyViewed: "हाल में देखे गए", addToCart: "कार्ट में डालें", favourite: "पसंदीदा", share: "शेयर करें",
        rating: "रेटिंग")
    case .chinese:
      return MenuContent(
        language: language, categories: categories,
        promotions: ["每周二大号披萨买一送一", "本周末订单满150元免费赠送甜点"],
        cities: ["北京", "呼和浩特", "新疆维吾尔自治区乌鲁木齐市"], coins: "12 345",
        address: "送货地址：花园街12号5室", promoCode: "输入优惠码",
        tabs: ["菜单", "优惠", "购物车", "我的"], chooseCategory: "分类", cancel: "取消",
        recentlyViewed: "最近浏览", addToCart: "加入购物车", favourite: "收藏", share: "分享", rating: "评分")
    }
  }

  static let prices: [Double] = [
    12.99, 10.49, 13.49, 14.29, 32.90, 11.50, 24.90, 49.90, 4.49, 4.99, 7.49, 5.99,
    5.49, 4.99, 4.79, 4.29, 2.99, 3.49, 2.79, 1.49, 0.79, 0.79, 0.79, 0.79,
  ]

  static let categoryNames: [Language: [String]] = [
    .english: ["Pizzas", "Combos", "Snacks", "Desserts", "Drinks", "Sauces"],
    .russian: ["Пиццы", "Комбо", "Закуски", "Десерты", "Напитки", "Соусы"],
    .hindi: ["पिज़्ज़ा", "कॉम्बो", "स्नैक्स", "मिठाइयाँ", "पेय", "सॉस"],
    .chinese: ["披萨", "套餐", "小吃", "甜点", "饮料", "酱料"],
  ]

  static let productNames: [Language: [String]] = [
    .english: [
      "Pepperoni", "Margherita", "Four Cheese", "Farmhouse", "Family Feast", "Lunch for One", "Movie Night",
      "Party Box", "Garlic Bread", "Potato Wedges", "Chicken Wings", "Cheese Sticks", "Cinnamon Rolls",
      "Chocolate Fondant", "Cheesecake", "Apple Pie", "Lemonade", "Orange Juice", "Iced Tea", "Still Water",
      "Garlic Sauce", "Barbecue Sauce", "Ranch Sauce", "Sweet Chili Sauce",
    ],
    .russian: [
      "Пепперони", "Маргарита", "Четыре сыра", "Деревенская", "Семейный ужин", "Обед на одного", "Киновечер",
      "Для вечеринки", "Чесночный хлеб", "Картофельные дольки", "Куриные крылышки", "Сырные палочки",
      "Булочки с корицей", "Шоколадный фондан", "Чизкейк", "Яблочный пирог", "Лимонад", "Апельсиновый сок",
      "Холодный чай", "Вода без газа", "Чесночный соус", "Соус барбекю", "Соус ранч", "Сладкий чили",
    ],
    .hindi: [
      "पेपरोनी", "मार्गेरिटा", "चार चीज़", "फ़ार्महाउस", "फ़ैमिली दावत", "अकेले का लंच", "मूवी नाइट", "पार्टी बॉक्स",
      "गार्लिक ब्रेड", "आलू वेजेज़", "चिकन विंग्स", "चीज़ स्टिक्स", "दालचीनी रोल", "चॉकलेट फ़ोंडेंट", "चीज़केक",
      "ऐपल पाई", "नींबू पानी", "संतरे का जूस", "आइस्ड टी", "पानी", "गार्लिक सॉस", "बारबेक्यू सॉस", "रैंच सॉस",
      "स्वीट चिली सॉस",
    ],
    .chinese: [
      "意式辣香肠披萨", "玛格丽特披萨", "四重奶酪披萨", "田园披萨", "家庭盛宴", "单人午餐", "电影之夜", "派对套餐", "蒜香面包",
      "烤薯角", "烧烤鸡翅", "芝士条", "肉桂卷", "熔岩巧克力蛋糕", "芝士蛋糕", "苹果派", "柠檬水", "鲜榨橙汁", "冰红茶",
      "矿泉水", "蒜香酱", "烧烤酱", "田园酱", "甜辣酱",
    ],
  ]

  static let productDescriptions: [Language: [String]] = [
    .english: [
      "Spicy pepperoni, mozzarella and tomato sauce", "Tomatoes, mozzarella and fresh basil",
      "Mozzarella, cheddar, parmesan and blue cheese", "Chicken, mushrooms, red onion and sweet peppers",
      "Two large pizzas, garlic bread and lemonade", "A small pizza, a side salad and a drink",
      "A large pizza, potato wedges and two desserts", "Four medium pizzas and two portions of wings",
      "Warm bread with garlic butter and herbs", "Baked wedges with paprika and sea salt",
      "Eight wings in a smoky barbecue glaze", "Breaded mozzarella with a tomato dip",
      "Four soft rolls with vanilla icing", "Warm chocolate cake with a molten centre",
      "Creamy baked cheesecake with berry sauce", "Shortcrust pie with cinnamon apples",
      "Homemade lemonade with mint, 0.5 l", "Freshly squeezed, 0.3 l", "Black tea with peach, 0.5 l",
      "Mineral water, 0.5 l", "Creamy garlic dip, 25 g", "Smoky and sweet, 25 g",
      "Herbs and buttermilk, 25 g",
      "Mildly spicy, 25 g",
    ],
    .russian: [
      "Острая пепперони, моцарелла и томатный соус", "Томаты, моцарелла и свежий базилик",
      "Моцарелла, чеддер, пармезан и сыр с плесенью", "Курица, шампиньоны, красный лук и сладкий перец",
      "Две большие пиццы, чесночный хлеб и лимонад", "Маленькая пицца, салат и напиток",
      "Большая пицца, картофельные дольки и два десерта", "Четыре средние пиццы и две порции крылышек",
      "Тёплый хлеб с чесночным маслом и травами", "Запечённые дольки с паприкой и морской солью",
      "Восемь крылышек в копчёном соусе барбекю", "Моцарелла в панировке с томатным соусом",
      "Четыре мягкие булочки с ванильной глазурью", "Тёплый кекс с жидкой шоколадной серединкой",
      "Нежный запечённый чизкейк с ягодным соусом", "Песочный пирог с яблоками и корицей",
      "Домашний лимонад с мятой, 0,5 л", "Свежевыжатый, 0,3 л", "Чёрный чай с персиком, 0,5 л",
      "Минеральная вода, 0,5 л", "Сливочный соус с чесноком, 25 г", "Копчёный и сладкий, 25 г",
      "Травы и пахта, 25 г", "Слегка острый, 25 г",
    ],
    .hindi: [
      "तीखी पेपरोनी, मोज़रेला और टमाटर सॉस", "टमाटर, मोज़रेला और ताज़ी तुलसी", "मोज़रेला, चेडर, पार्मेज़ान और ब्लू चीज़",
      "चिकन, मशरूम, लाल प्याज़ और शिमला मिर्च", "दो बड़े पिज़्ज़ा, गार्लिक ब्रेड और नींबू पानी",
      "एक छोटा पिज़्ज़ा, सलाद और एक पेय", "एक बड़ा पिज़्ज़ा, आलू वेजेज़ और दो मिठाइयाँ",
      "चार मीडियम पिज़्ज़ा और दो प्लेट चिकन विंग्स", "लहसुन मक्खन और हर्ब्स के साथ गरम ब्रेड",
      "पपरिका और समुद्री नमक के साथ बेक्ड वेजेज़", "धुएँदार बारबेक्यू सॉस में आठ विंग्स",
      "टमाटर डिप के साथ कुरकुरी मोज़रेला", "वनीला आइसिंग वाले चार नरम रोल", "पिघले हुए बीच वाला गरम चॉकलेट केक",
      "बेरी सॉस के साथ मुलायम बेक्ड चीज़केक", "दालचीनी वाले सेबों की पाई", "पुदीने के साथ घर का बना, 0.5 लीटर",
      "ताज़ा निचोड़ा हुआ, 0.3 लीटर", "आड़ू के स्वाद वाली काली चाय, 0.5 लीटर", "मिनरल वॉटर, 0.5 लीटर",
      "मलाईदार लहसुन डिप, 25 ग्राम", "धुएँदार और मीठी, 25 ग्राम", "हर्ब्स और छाछ, 25 ग्राम", "हल्की तीखी, 25 ग्राम",
    ],
    .chinese: [
      "辣香肠、马苏里拉奶酪和番茄酱", "番茄、马苏里拉奶酪和新鲜罗勒", "马苏里拉、切达、帕玛森和蓝纹奶酪", "鸡肉、蘑菇、红洋葱和甜椒",
      "两个大披萨、蒜香面包和一瓶柠檬水", "一个小披萨、一份沙拉和一杯饮料", "一个大披萨、薯角和两份甜点", "四个中号披萨和两份鸡翅",
      "涂满蒜香黄油和香草的热面包", "撒上红椒粉和海盐的烤薯角", "八只裹着烟熏烧烤酱的鸡翅", "裹粉马苏里拉配番茄蘸酱",
      "四个淋香草糖霜的松软肉桂卷", "温热的巧克力蛋糕，中心流心", "浓郁烤芝士蛋糕配莓果酱", "酥皮派配肉桂苹果", "自制薄荷柠檬水，0.5升",
      "现榨橙汁，0.3升", "桃味红茶，0.5升", "天然矿泉水，0.5升", "奶香蒜味蘸酱，25克", "烟熏甜味，25克", "香草酪乳风味，25克", "微辣，25克",
    ],
  ]
}
