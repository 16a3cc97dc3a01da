print("xmllayout")
